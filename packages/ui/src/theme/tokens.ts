/**
 * Raw design values. Components never read these directly: they read `vars` from the theme contract.
 * Only the theme implementations (light/dark) and non-CSS consumers (media queries, JS timing) use them.
 */

/** Viewport widths in px where layouts change. Media queries cannot read CSS variables, so these stay constants. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** `@media` query strings for each breakpoint (min-width), for use in `.css.ts` files. */
export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** A typing headline types one character every 80 ms: fast enough to finish in a few seconds, slow enough to read. */
export const typingIntervalMs = 80;
/** Reveal delays, in ms, for the first four cards of a group: one after another, the last within half a second. */
export const revealDelaysMs = [0, 150, 300, 450] as const;
/** Notifications close after 5 s by default: time to read a sentence or two. */
export const toastDurationMs = 5000;
