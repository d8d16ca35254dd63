import { vars } from '@ardena/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({ boxSizing: 'border-box', display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** Why the last press did not leave the page; empty (and taking no room) until there is one. */
export const message = style({
  boxSizing: 'border-box',
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  selectors: { '&:empty': { display: 'none' } },
});
