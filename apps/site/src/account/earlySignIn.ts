// A password sign-in submitted before supabase-js is there to send it (docs/adr/0015-account-area-loading.md): before
// the sign-in page is live, the early-event contract (islands/earlyEvents.ts) holds the submit until the page's root
// exists; once live, the form's submit waits for supabase-js, which starts loading only when the form is used and takes
// about a second on a slow mobile connection. This inline script sends the same request at once; when the form's
// submit reaches supabase-js, it asks through `fetchWithEarlySignIns`, which hands it that answer instead of asking
// again. Everything else (storing the session, events, errors, redirects) stays supabase-js's and the form's.

/** Where the inline script leaves the sign-ins it started, for the client's fetch to take. */
const earlySignInsGlobal = '__ardenaEarlySignIns';
/** Set once the page's supabase-js client exists: from then on a live form's submit reaches the network itself. */
const clientReadyGlobal = '__ardenaAuthClientReady';
/** The password grant, as supabase-js calls it. */
const passwordGrantPath = '/auth/v1/token?grant_type=password';
/** An answer older than this is not handed over: the visitor may have changed their mind; supabase-js asks afresh. */
const maxAgeMs = 60_000;

interface EarlySignIn {
  email: string;
  password: string;
  at: number;
  response: Promise<Response>;
}

/**
 * The inline script for the sign-in page's head. It listens on `window` in the capture phase, so it sees a submit, or
 * the click on a submit button that Enter in a field makes (the implicit submission), before the early-event contract
 * (on `document`) or the form holds it, and acts only while the form's part of the page is not live or the client not
 * yet loaded, only on a form with one `current-password` field (sign-in, not sign-up or a new password) and a plausible
 * email, and once per email and password. The request is supabase-js's: same URL, headers, body and API version, so
 * the answer is the one it would have had.
 */
export function earlySignInScript(api: string, anonKey: string): string {
  const url = JSON.stringify(`${api}${passwordGrantPath}`);
  const key = JSON.stringify(anonKey);
  return `(function(){var w=window,E=w[${JSON.stringify(earlySignInsGlobal)}]=[];function go(f){if(!f||!f.closest||!f.closest('[data-early-zone]')||(f.closest('[data-live]')&&w[${JSON.stringify(clientReadyGlobal)}]))return;var m=f.querySelector('input[type=email]'),p=f.querySelectorAll('input[type=password]');if(!m||p.length!==1||p[0].getAttribute('autocomplete')!=='current-password')return;var a=m.value.trim(),b=p[0].value,t=Date.now();if(!/^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(a)||!b)return;for(var i=0;i<E.length;i++)if(E[i].email===a&&E[i].password===b&&t-E[i].at<${maxAgeMs})return;E.push({email:a,password:b,at:t,response:fetch(${url},{method:'POST',headers:{apikey:${key},Authorization:'Bearer '+${key},'Content-Type':'application/json;charset=UTF-8','X-Supabase-Api-Version':'2024-01-01'},body:JSON.stringify({email:a,password:b,gotrue_meta_security:{}})})})}w.addEventListener('submit',function(e){go(e.target)},true);w.addEventListener('click',function(e){var b=e.target&&e.target.closest?e.target.closest('button,input'):null;if(b&&b.type==='submit'&&!b.disabled)go(b.form)},true)})();`;
}

/** Called once the page's supabase-js client has loaded: the inline script leaves a live form's sign-ins to it. */
export function markAuthClientReady(): void {
  (globalThis as { [clientReadyGlobal]?: boolean })[clientReadyGlobal] = true;
}

/**
 * The client's fetch: a password sign-in for an email and password the inline script already sent gets that answer
 * (once); every other request, and that one if the early request failed, goes to the network.
 */
export function fetchWithEarlySignIns(api: string): typeof fetch {
  const url = `${api}${passwordGrantPath}`;
  return (input, init) => {
    const early = takeEarlySignIn(url, input, init);
    return early ? early.catch(() => fetch(input, init)) : fetch(input, init);
  };
}

function takeEarlySignIn(
  url: string,
  input: RequestInfo | URL,
  init: RequestInit | undefined,
): Promise<Response> | null {
  const held = (globalThis as { [earlySignInsGlobal]?: EarlySignIn[] })[earlySignInsGlobal];
  if (!held?.length || init?.method !== 'POST' || typeof init.body !== 'string') return null;
  if ((input instanceof Request ? input.url : String(input)) !== url) return null;
  let sent: { email?: unknown; password?: unknown };
  try {
    sent = JSON.parse(init.body);
  } catch {
    return null;
  }
  const index = held.findIndex(
    (early) => early.email === sent.email && early.password === sent.password && Date.now() - early.at < maxAgeMs,
  );
  const [taken] = index < 0 ? [] : held.splice(index, 1);
  return taken?.response ?? null;
}
