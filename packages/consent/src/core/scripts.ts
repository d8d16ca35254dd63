import { type ConsentCategory, isConsentCategory } from './categories';

/**
 * Scripts written as `<script type="text/plain" data-category="analytics">` (inline) or with `data-src="…"`
 * (external) stay inert until their category is allowed. `data-type="module"` sets the type the activated
 * script gets; every other attribute (nonce, integrity, crossorigin, id…) is carried over.
 */
export const gatedScriptSelector = 'script[type="text/plain"][data-category]';

/** Put on the activated copy, so pages and tests can see which category let it run. */
export const activatedCategoryAttribute = 'data-consent-activated';

const controlAttributes = new Set(['type', 'data-category', 'data-src', 'data-type']);

// Originals already taken by an activation run. A script runs at most once per page load, even when two
// runs overlap (a choice made while an external script of an earlier run is still loading).
const claimed = new WeakSet<Element>();

function loadedOrFailed(script: HTMLScriptElement): Promise<void> {
  return new Promise((resolve) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => resolve(), { once: true });
  });
}

function replacementFor(original: HTMLScriptElement, category: ConsentCategory): HTMLScriptElement {
  const script = original.ownerDocument.createElement('script');
  for (const { name, value } of Array.from(original.attributes)) {
    if (!controlAttributes.has(name)) script.setAttribute(name, value);
  }
  const type = original.getAttribute('data-type');
  if (type) script.type = type;
  const src = original.getAttribute('data-src');
  if (src) {
    // Inserted scripts are async by default; keep the page's order (a loader before its inline config).
    script.async = false;
    script.src = src;
  } else {
    script.text = original.text;
  }
  script.setAttribute(activatedCategoryAttribute, category);
  return script;
}

/**
 * Activate every gated script under `root` whose category `isAllowed` accepts, in document order. An external
 * script is awaited before the next one starts, so inline code that uses it finds it loaded. Resolves with
 * the categories of the scripts that ran, in order.
 */
export async function activateGatedScripts(
  root: ParentNode,
  isAllowed: (category: ConsentCategory) => boolean,
): Promise<ConsentCategory[]> {
  const ready: Array<[HTMLScriptElement, ConsentCategory]> = [];
  for (const original of Array.from(root.querySelectorAll<HTMLScriptElement>(gatedScriptSelector))) {
    const category = original.getAttribute('data-category');
    if (claimed.has(original) || !isConsentCategory(category) || !isAllowed(category)) continue;
    claimed.add(original);
    ready.push([original, category]);
  }
  const ran: ConsentCategory[] = [];
  for (const [original, category] of ready) {
    if (!original.isConnected) continue;
    const script = replacementFor(original, category);
    const finished = script.src ? loadedOrFailed(script) : null;
    original.replaceWith(script);
    ran.push(category);
    if (finished) await finished;
  }
  return ran;
}
