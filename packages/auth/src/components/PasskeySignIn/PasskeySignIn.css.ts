import { vars } from '@ardena/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** The outcome of the last attempt; empty (and taking no room) until there is one. */
export const message = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  selectors: { '&:empty': { display: 'none' } },
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
