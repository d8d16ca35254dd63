import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const top = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
