import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const icon = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.successSubtle,
  color: vars.color.successText,
});

export const body = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
});
