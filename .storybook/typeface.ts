// The product's typeface in Storybook: loaded before a story renders (so the first paint, the play function and the
// screenshot all use it) and checked after it has played, so a story drawn in another font fails its test.
import { siteFontFamily } from '../apps/site/src/typeface.css';

/** A CSS `font` shorthand that names only the product's typeface (no fallback), for `document.fonts`. */
const typefaceQuery = (weight: number) => `${weight} 16px "${siteFontFamily}"`;

/** Starts loading every weight the components use and resolves when the face is ready. */
export async function loadProductTypeface(): Promise<void> {
  await Promise.all([400, 500, 600, 700].map((weight) => document.fonts.load(typefaceQuery(weight))));
}

function firstFamily(fontFamily: string): string {
  return (fontFamily.split(',')[0] ?? '').trim().replace(/^["']|["']$/g, '');
}

/**
 * Throws unless the product's typeface is loaded and every visible text in `root` is set in it (code is set in a
 * monospace stack on purpose). `document.fonts.check` alone is not enough: it answers `true` for a family no `@font-face` declares.
 */
export function assertProductTypeface(root: ParentNode = document.body): void {
  const declared = [...document.fonts].filter((face) => firstFamily(face.family) === siteFontFamily);
  if (declared.length === 0) throw new Error(`No @font-face declares "${siteFontFamily}" (is fonts.css imported?)`);
  if (!declared.some((face) => face.status === 'loaded') || !document.fonts.check(typefaceQuery(400))) {
    throw new Error(`The typeface "${siteFontFamily}" did not load`);
  }
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const wrong = new Map<string, string>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!node.textContent?.trim() || !element?.checkVisibility()) continue;
    // Storybook's own error overlay is not the product.
    if (element.closest('.sb-errordisplay, .sb-nopreview, .sb-preparing-story, .sb-preparing-docs')) continue;
    const stack = getComputedStyle(element).fontFamily;
    const family = firstFamily(stack);
    if (family !== siteFontFamily && !/\bmonospace$/.test(stack.trim()))
      wrong.set(family, node.textContent.trim().slice(0, 40));
  }
  if (wrong.size > 0) {
    const examples = [...wrong].map(([family, text]) => `"${text}" in ${family}`).join('; ');
    throw new Error(`Text drawn in a font other than "${siteFontFamily}": ${examples}`);
  }
}
