import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract. Every component reads tokens through `vars`; light and dark themes fill it in.
 * Breakpoints live in `tokens.ts` (`breakpoints`, `media`) because media queries cannot read CSS variables;
 * `vars.breakpoint` mirrors them for components that need the value in CSS (for example container widths).
 *
 * The variables have stable public names, `--ardena-<group>-<token>` in kebab case (`vars.color.surfaceMuted` is
 * `--ardena-color-surface-muted`), so a team can retheme the components from plain CSS.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      /** Page background. */
      background: null,
      /** Cards, dialogs, header. */
      surface: null,
      /** Subtle panels, table stripes, input backgrounds. */
      surfaceMuted: null,
      /** Hovered rows and list items. */
      surfaceHover: null,
      border: null,
      borderStrong: null,
      text: null,
      textMuted: null,
      /** Text on `brand` backgrounds. */
      textOnBrand: null,
      brand: null,
      /** Text on `danger` backgrounds. */
      textOnDanger: null,
      brandHover: null,
      /** Tinted brand background (badges, highlights). */
      brandSubtle: null,
      /** Brand-coloured text that meets AA on `background` and `surface`. */
      brandText: null,
      focusRing: null,
      success: null,
      successSubtle: null,
      successText: null,
      warning: null,
      warningSubtle: null,
      warningText: null,
      danger: null,
      dangerHover: null,
      dangerSubtle: null,
      dangerText: null,
      info: null,
      infoSubtle: null,
      infoText: null,
      /** Backdrop behind dialogs. */
      overlay: null,
      /** Inverted surfaces (tooltips, the cookie banner in light mode). */
      inverseSurface: null,
      inverseText: null,
    },
    /**
     * Font families. A theme value like any other: the components name no typeface, so a team sets its own (or keeps
     * the system stack) with `--ardena-font-body` / `--ardena-font-heading` on `:root` (see the README).
     */
    font: {
      body: null,
      heading: null,
      mono: null,
    },
    fontSize: {
      xs: null,
      sm: null,
      md: null,
      lg: null,
      xl: null,
      '2xl': null,
      '3xl': null,
      '4xl': null,
      '5xl': null,
    },
    fontWeight: {
      regular: null,
      medium: null,
      semibold: null,
      bold: null,
    },
    lineHeight: {
      tight: null,
      snug: null,
      normal: null,
      relaxed: null,
    },
    letterSpacing: {
      /** Display sizes: large type looks loose at the default tracking. */
      tighter: null,
      tight: null,
      normal: null,
      /** Small capitals and eyebrows. */
      wide: null,
    },
    /**
     * The type scale by role: each role's size, line height, weight and tracking, chosen together. Heading and Text
     * read these; other components use the role that matches their text.
     */
    typeScale: {
      /** Page titles and heroes. */
      display: { fontSize: null, lineHeight: null, fontWeight: null, letterSpacing: null },
      /** Section headings. */
      heading: { fontSize: null, lineHeight: null, fontWeight: null, letterSpacing: null },
      /** Card titles and sub-headings. */
      title: { fontSize: null, lineHeight: null, fontWeight: null, letterSpacing: null },
      /** Running text. */
      body: { fontSize: null, lineHeight: null, fontWeight: null, letterSpacing: null },
      /** Captions, notes, badges and other secondary text. */
      small: { fontSize: null, lineHeight: null, fontWeight: null, letterSpacing: null },
    },
    space: {
      none: null,
      xxs: null,
      xs: null,
      sm: null,
      md: null,
      lg: null,
      xl: null,
      '2xl': null,
      '3xl': null,
      '4xl': null,
      '5xl': null,
    },
    radius: {
      sm: null,
      md: null,
      lg: null,
      xl: null,
      full: null,
    },
    shadow: {
      sm: null,
      md: null,
      lg: null,
    },
    motion: {
      durationFast: null,
      durationBase: null,
      durationSlow: null,
      easing: null,
    },
    zIndex: {
      base: null,
      sticky: null,
      dropdown: null,
      banner: null,
      overlay: null,
      modal: null,
      toast: null,
      tooltip: null,
    },
    breakpoint: {
      sm: null,
      md: null,
      lg: null,
      xl: null,
    },
    size: {
      /** Widest content column. */
      container: null,
      /** Comfortable reading width for long text. */
      prose: null,
      /** Minimum target size for pointer inputs (WCAG 2.5.8 asks 24 px; we use 44 px on touch-first controls). */
      target: null,
      headerHeight: null,
    },
  },
  (_value, path) => `ardena-${path.map(kebabCase).join('-')}`,
);

function kebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
