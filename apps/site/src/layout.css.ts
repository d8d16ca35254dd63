import { cookieBannerHeightVariable } from '@ardena/consent/core';
import { breakpoints, media, vars } from '@ardena/ui';
import { createGlobalVar, globalStyle, style } from '@vanilla-extract/css';
// The typeface's place in the theme contract, shared with Storybook.
import './typeface.css';

// Page layout only: every visual treatment comes from @ardena/ui components.

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xl'],
  paddingBlock: vars.space['2xl'],
});

// The same column as @ardena/ui's Container (header and footer): logo and content share one left edge.
export const container = style({
  width: '100%',
  maxWidth: vars.size.container,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': { [media.md]: { paddingInline: vars.space.lg } },
});

// The brand mark (components/BrandLogo.tsx): the tile in brand green, the glyph in the colour text on it takes.
export const logo = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const logoMark = style({ flexShrink: 0 });
export const logoTile = style({ fill: vars.color.brand });
export const logoGlyph = style({ fill: vars.color.textOnBrand, stroke: vars.color.textOnBrand });
export const logoWord = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
  lineHeight: 1,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** A row of list items (links under a heading): no bullets, which would sit on the previous item's text. */
export const inlineList = style([row, { listStyle: 'none', margin: 0, padding: 0 }]);

export const prose = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxWidth: vars.size.prose });

export const list = style({
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const codeSample = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBlockStart: vars.space.sm,
});

export const codeCaption = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const code = style({
  display: 'block',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  overflowX: 'auto',
  whiteSpace: 'pre',
});

export const table = style({ width: '100%', borderCollapse: 'collapse', textAlign: 'start' });

// The prerendered cookie banner shows before any script only when the pre-paint script found no stored choice
// (components/ConsentUi.tsx); once hydrated, the consent store decides.
globalStyle('html:not([data-consent-prompt]) [data-consent-prerendered]', { display: 'none' });

// The banner's height variable is only read on <html> itself here (its padding and scroll padding), so it is registered
// as not inherited: setting it then restyles <html> alone instead of every element of the page.
createGlobalVar(cookieBannerHeightVariable, { syntax: '<length>', inherits: false, initialValue: '0px' });

// The header's auth slot before the account layer knows (account/accountHint.ts): a stored session shows the account
// placeholder, none shows Login/Register, from the first frame.
export const signedOutPending = style({});
export const accountPending = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.target,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});
export const accountPendingAvatar = style({
  display: 'inline-block',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
});
globalStyle(`html[data-account-hint] ${signedOutPending}`, { display: 'none' });
globalStyle(`html[data-account-hint] ${accountPending}`, { display: 'inline-flex' });

// From 1024 px the whole header is on one row (components/SiteHeaderBar.tsx); up to 1280 px the search button shows its
// icon only (its name stays for assistive technology), which is what lets links, theme switch and Login/Register fit.
const compactHeader = `screen and (min-width: ${breakpoints.lg}px) and (max-width: ${breakpoints.xl - 0.02}px)`;
export const headerSearchButton = style({ flexShrink: 0 });
// Scoped to the header so these outrank the button recipe's own padding whatever the stylesheet order.
globalStyle(`header ${headerSearchButton}`, { '@media': { [compactHeader]: { paddingInline: vars.space.xs } } });
/** Login and Register in the header: closer together, and narrower up to 1280 px. */
export const headerAuthLinks = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexShrink: 0 });
globalStyle(`header ${headerAuthLinks} a`, { '@media': { [compactHeader]: { paddingInline: vars.space.sm } } });
export const headerSearchLabel = style({
  '@media': {
    [compactHeader]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
