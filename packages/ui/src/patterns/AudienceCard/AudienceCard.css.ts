import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const audience = style({
  boxSizing: 'border-box',
  color: vars.color.brandText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.wide,
});

export const highlights = style({
  boxSizing: 'border-box',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const highlight = style({
  boxSizing: 'border-box',
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'flex-start',
});

export const check = style({ boxSizing: 'border-box', color: vars.color.brandText, flexShrink: 0, marginTop: '0.2em' });
