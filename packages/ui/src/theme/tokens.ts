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

/** Spec section 9: the hero types one character every 80 ms. */
export const typingIntervalMs = 80;
/** Spec section 9: card reveal delays, in ms, for the first four cards of a group. */
export const revealDelaysMs = [0, 150, 300, 450] as const;
/** Spec section 9: notifications auto-dismiss after 5 s by default. */
export const toastDurationMs = 5000;
