import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const summary = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `3px solid ${vars.color.danger}`,
  backgroundColor: vars.color.surface,
  selectors: {
    '&:focus': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const title = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const list = style({
  boxSizing: 'border-box',
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xxs,
});

export const link = style({
  boxSizing: 'border-box',
  color: vars.color.dangerText,
  fontWeight: vars.fontWeight.semibold,
  textDecorationLine: 'underline',
  textUnderlineOffset: '0.2em',
});
