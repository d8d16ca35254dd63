import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ boxSizing: 'border-box', position: 'relative', display: 'flex' });

export const select = style({
  boxSizing: 'border-box',
  appearance: 'none',
  paddingInlineEnd: vars.space['2xl'],
  cursor: 'pointer',
});

export const chevron = style({
  boxSizing: 'border-box',
  position: 'absolute',
  right: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.textMuted,
});
