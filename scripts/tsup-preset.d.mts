import type { Options } from 'tsup';
export function packageConfig(options?: {
  entry?: Record<string, string>;
  styles?: boolean;
  /** Entry names whose built module starts with "use client". */
  clientEntries?: string[];
  /** Entries built only for their CSS (`dist/<name>.css`); their empty JavaScript is removed. */
  cssOnlyEntries?: string[];
  /** The entry whose CSS ships as `dist/styles.css` (default `index`); other component entries ship no CSS of their own. */
  stylesEntry?: string;
}): Options;
/** Makes every top-level declaration of a built module droppable when unused (pure annotations). */
export function markPure(code: string, fileName?: string): string;
