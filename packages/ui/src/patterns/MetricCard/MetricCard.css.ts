import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const top = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const label = style({
  boxSizing: 'border-box',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const icon = style({ boxSizing: 'border-box', color: vars.color.textMuted, display: 'inline-flex' });

export const value = style({
  boxSizing: 'border-box',
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const change = style({ boxSizing: 'border-box', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const status = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
});
