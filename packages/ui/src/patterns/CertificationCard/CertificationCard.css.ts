import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const top = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const detail = style({ boxSizing: 'border-box', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
