import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const cue = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.semibold,
});
