import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const icon = style({ color: vars.color.textMuted, display: 'inline-flex' });

export const value = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const change = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
});
