import { media, vars } from '@ardena/ui/theme';
import { style } from '@vanilla-extract/css';

// The panel, title, switches and footer come from Dialog and Switch; only the category cards and the badge are
// this component's own.

export const list = style({
  boxSizing: 'border-box',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const item = style({
  boxSizing: 'border-box',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const required = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brandText,
});

/** Buttons share the width on narrow screens and size to their text from `sm` up. */
export const action = style({
  boxSizing: 'border-box',
  flex: '1 1 auto',
  '@media': { [media.sm]: { flex: '0 0 auto' } },
});

/**
 * The actions stay on screen while the categories scroll (the dialog scrolls as a whole; on a phone the list is taller
 * than the screen): the footer sticks to the bottom of the panel, over its padding, on the panel's own background.
 */
export const footer = style({
  boxSizing: 'border-box',
  position: 'sticky',
  bottom: `calc(-1 * ${vars.space.lg})`,
  marginBottom: `calc(-1 * ${vars.space.lg})`,
  paddingBlock: vars.space.md,
  backgroundColor: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});
