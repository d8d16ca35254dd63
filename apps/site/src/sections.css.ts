import { media, vars } from '@ardena/ui';
import { style } from '@vanilla-extract/css';

// Kept apart from layout.css: that module's class names ship in a chunk every island loads, and these are only used by
// the prerendered page bodies, which ship no script.

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
