import { assignVars, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkColors, lightColors } from './palette';
import { themeClassNames } from './themeClassNames';
import { breakpoints } from './tokens';

const systemFont =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';

const shared = {
  font: {
    body: systemFont,
    heading: systemFont,
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': 'clamp(2rem, 1.5rem + 2vw, 2.5rem)',
    '5xl': 'clamp(2.25rem, 1.6rem + 3vw, 3.5rem)',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.15', snug: '1.3', normal: '1.5', relaxed: '1.7' },
  letterSpacing: { tighter: '-0.025em', tight: '-0.015em', normal: '0', wide: '0.04em' },
  // Roles read the scales above, so a team that changes `fontSize.5xl` changes the display size too.
  typeScale: {
    display: {
      fontSize: vars.fontSize['5xl'],
      lineHeight: '1.08',
      fontWeight: vars.fontWeight.bold,
      letterSpacing: vars.letterSpacing.tighter,
    },
    heading: {
      fontSize: vars.fontSize['3xl'],
      lineHeight: '1.2',
      fontWeight: vars.fontWeight.bold,
      letterSpacing: vars.letterSpacing.tight,
    },
    title: {
      fontSize: vars.fontSize.xl,
      lineHeight: vars.lineHeight.snug,
      fontWeight: vars.fontWeight.semibold,
      letterSpacing: vars.letterSpacing.tight,
    },
    body: {
      fontSize: vars.fontSize.md,
      lineHeight: '1.6',
      fontWeight: vars.fontWeight.regular,
      letterSpacing: vars.letterSpacing.normal,
    },
    small: {
      fontSize: vars.fontSize.sm,
      lineHeight: vars.lineHeight.normal,
      fontWeight: vars.fontWeight.regular,
      letterSpacing: vars.letterSpacing.normal,
    },
  },
  space: {
    none: '0',
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    '2xl': '3rem',
    '3xl': '4rem',
    '4xl': '6rem',
    '5xl': '8rem',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', xl: '20px', full: '9999px' },
  motion: {
    durationFast: '120ms',
    durationBase: '200ms',
    durationSlow: '400ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  zIndex: {
    base: '0',
    sticky: '100',
    dropdown: '200',
    banner: '300',
    overlay: '400',
    modal: '500',
    toast: '600',
    tooltip: '700',
  },
  breakpoint: {
    sm: `${breakpoints.sm}px`,
    md: `${breakpoints.md}px`,
    lg: `${breakpoints.lg}px`,
    xl: `${breakpoints.xl}px`,
  },
  size: { container: '1200px', prose: '72ch', target: '44px', headerHeight: '64px' },
};

const light = {
  color: lightColors,
  shadow: {
    sm: '0 1px 2px rgba(15, 26, 20, 0.08)',
    md: '0 4px 12px rgba(15, 26, 20, 0.10)',
    lg: '0 12px 32px rgba(15, 26, 20, 0.16)',
  },
};

const dark = {
  color: darkColors,
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 4px 12px rgba(0, 0, 0, 0.5)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
};

/** Assigns the colour-dependent groups of the contract (the rest is the same in both modes). */
function modeVars(mode: { color: Record<string, string>; shadow: typeof light.shadow }) {
  return { ...assignVars(vars.color, mode.color as typeof lightColors), ...assignVars(vars.shadow, mode.shadow) };
}

// Tokens that do not change with the mode, at zero specificity: a consumer's plain `:root { --ardena-font-body: … }`
// overrides them whatever order the stylesheets load in.
globalStyle(':where(:root)', {
  vars: Object.assign(
    {},
    ...(Object.keys(shared) as (keyof typeof shared)[]).map((group) => assignVars(vars[group], shared[group] as never)),
  ),
});

// Light is the default so pages read without JavaScript still have a theme. Without the script (or before it
// runs) the OS preference decides; with it, the explicit class wins.
globalStyle(`:root, .${themeClassNames.light}`, { vars: modeVars(light), colorScheme: 'light' });
globalStyle(`.${themeClassNames.dark}`, { vars: modeVars(dark), colorScheme: 'dark' });
globalStyle(`:root:not(.${themeClassNames.light})`, {
  '@media': {
    '(prefers-color-scheme: dark)': { vars: modeVars(dark), colorScheme: 'dark' },
  },
});

// The typing effect and reveal animations stop when the user asks for less motion; so does every other
// component animation. It ships with the themes (not the opt-in reset) because the components rely on it.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
