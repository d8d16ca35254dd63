import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const points = style({
  boxSizing: 'border-box',
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  color: vars.color.textMuted,
});
