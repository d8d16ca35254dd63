import { breakpoints, media, vars } from '@ardena/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { cookieBannerHeightVariable, cookieBannerShownAttribute } from '../../core/bannerSpace';

// WCAG 2.4.11: while the banner overlays the bottom of the viewport, the page scrolls focused elements above
// it (scroll-padding) and can scroll its last content clear of it (padding).
// The padding sits on <html>, not <body>: hosts (Storybook among them) style body padding with stronger selectors.
globalStyle(`html[${cookieBannerShownAttribute}]`, {
  scrollPaddingBottom: `calc(var(${cookieBannerHeightVariable}, 0px) + ${vars.space.md})`,
  paddingBottom: `var(${cookieBannerHeightVariable}, 0px)`,
});

export const banner = style({
  boxSizing: 'border-box',
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.banner,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderTop: `2px solid ${vars.color.brand}`,
  boxShadow: vars.shadow.lg,
  maxHeight: '60vh',
  overflowY: 'auto',
});

// Compact on phones (at most about 30% of a 390x844 first screen): tighter padding, the three choices on one row,
// and only the heading line kept clear of the corner ×. From `md` up, text and choices sit side by side.
export const inner = style({
  boxSizing: 'border-box',
  position: 'relative',
  maxWidth: vars.size.container,
  marginInline: 'auto',
  padding: vars.space.sm,
  display: 'grid',
  gap: vars.space.sm,
  '@media': {
    [media.md]: {
      gridTemplateColumns: '1fr auto',
      alignItems: 'center',
      gap: vars.space.md,
      padding: vars.space.lg,
      paddingInlineEnd: `calc(${vars.size.target} + ${vars.space.lg})`,
    },
  },
});

export const text = style({ boxSizing: 'border-box', display: 'grid', gap: vars.space.xxs, maxWidth: vars.size.prose });

export const title = style({
  boxSizing: 'border-box',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  // Room for the × beside the heading; the text below runs under it, clear of its 44 px target.
  paddingInlineEnd: vars.size.target,
  minHeight: `calc(${vars.size.target} - ${vars.space.sm})`,
  display: 'flex',
  alignItems: 'center',
  '@media': { [media.md]: { fontSize: vars.fontSize.lg, paddingInlineEnd: 0, minHeight: 0 } },
});

export const description = style({ boxSizing: 'border-box', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const privacyLink = style({
  boxSizing: 'border-box',
  color: vars.color.brandText,
  textDecorationLine: 'underline',
  textUnderlineOffset: '0.2em',
  fontWeight: vars.fontWeight.medium,
  borderRadius: vars.radius.sm,
});

// One row of three on phones from about 340 px wide, two rows on narrower screens; one row always from `md` up.
export const actions = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  '@media': { [media.md]: { flexWrap: 'nowrap' } },
});

/**
 * Equal prominence: Accept All and Reject All share width rules as well as styles. Below `md` the three choices
 * take a smaller text and inline padding so they fit one row on a phone; the target height stays 44 px. (Nested
 * under `actions` to outrank the Button recipe's own padding and size, whatever order the stylesheets load in.)
 */
export const choice = style({
  boxSizing: 'border-box',
  flex: '1 1 6.5rem',
  '@media': {
    [`screen and (max-width: ${breakpoints.md - 0.02}px)`]: {
      selectors: { [`${actions} &`]: { paddingInline: vars.space.xs, fontSize: vars.fontSize.sm } },
    },
    [media.md]: { flex: '0 0 auto' },
  },
});

// IconButton supplies the 44 px target, colours and focus ring; the banner only places it in its corner.
export const close = style({
  boxSizing: 'border-box',
  position: 'absolute',
  top: vars.space.xxs,
  insetInlineEnd: vars.space.xxs,
});
