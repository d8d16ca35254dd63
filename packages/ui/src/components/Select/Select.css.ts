import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ position: 'relative', display: 'flex' });

export const select = style({
  appearance: 'none',
  paddingInlineEnd: vars.space['2xl'],
  cursor: 'pointer',
});

export const chevron = style({
  position: 'absolute',
  right: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.textMuted,
});
