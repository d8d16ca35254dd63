// The header's account state in the first painted frame (docs/adr/0012-early-event-contract.md). The server cannot know
// who is signed in, so a pre-paint script reads whether supabase-js has a session stored for this site (the key's
// presence only: nothing from it leaves the script) and marks `<html>`; the header's prerendered auth slot shows an
// account placeholder instead of Login/Register while the mark is there, until the account layer knows.
import { backendSessionKey } from '../backend';

/** On `<html>` while a session is stored: the header shows the account placeholder, not Login/Register. */
export const accountHintAttribute = 'data-account-hint';

/** The pre-paint script (allowed by its CSP hash, like the colour-mode script). */
export const accountHintScript = `(function(){try{if(localStorage.getItem(${JSON.stringify(backendSessionKey)}))document.documentElement.setAttribute(${JSON.stringify(accountHintAttribute)},'')}catch(e){}})();`;

/** The account layer found no account: Login/Register are the truth now, whatever the stored hint said. */
export function clearAccountHint(): void {
  document.documentElement.removeAttribute(accountHintAttribute);
}
