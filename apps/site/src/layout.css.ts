import { consentBannerHeightVariable, media, vars } from '@ardena/ui';
import { createGlobalVar, globalStyle, style } from '@vanilla-extract/css';

// Page layout only: every visual treatment comes from @ardena/ui components.

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xl'],
  paddingBlock: vars.space['2xl'],
});

export const container = style({
  width: '100%',
  maxWidth: vars.size.container,
  marginInline: 'auto',
  paddingInline: vars.space.md,
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

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

// Section rhythm (home, solution and developer pages): a text column beside a visual, a band of colour across the
// whole window, and a compact list in place of a card grid.

/** Text beside a visual from the large breakpoint; stacked, text first, below it. */
export const split = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['2xl'],
  alignItems: 'center',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.1fr)', gap: vars.space['3xl'] } },
});

/** A split whose heading column stays beside the content it introduces (top-aligned). */
export const splitTop = style([split, { alignItems: 'start' }]);

/**
 * A band of muted colour across the whole window while its content stays in the page column. The colour is a spread
 * shadow clipped to the band's height: neither adds scrollable overflow, so the band never scrolls sideways.
 */
export const band = style({
  paddingBlock: vars.space['2xl'],
  backgroundColor: vars.color.surfaceMuted,
  boxShadow: `0 0 0 100vmax ${vars.color.surfaceMuted}`,
  clipPath: 'inset(0 -100vmax)',
  '@media': { [media.md]: { paddingBlock: vars.space['3xl'] } },
});

/** A two-column list of short items (icon, title, line) with no card chrome. */
export const compactList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: vars.space['2xl'],
  rowGap: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const compactItem = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const compactIcon = style({ gridRow: 'span 2', color: vars.color.brandText, paddingBlockStart: '0.125rem' });

export const table = style({ width: '100%', borderCollapse: 'collapse', textAlign: 'start' });

// The prerendered cookie banner shows before any script only when the pre-paint script found no stored choice
// (components/ConsentUi.tsx); once hydrated, the consent store decides.
globalStyle('html:not([data-consent-prompt]) [data-consent-prerendered]', { display: 'none' });

// The banner's height variable is only read on <html> itself here (its padding and scroll padding), so it is registered
// as not inherited: setting it then restyles <html> alone instead of every element of the page.
createGlobalVar(consentBannerHeightVariable, { syntax: '<length>', inherits: false, initialValue: '0px' });
