import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const address = style({
  boxSizing: 'border-box',
  fontStyle: 'normal',
  display: 'flex',
  flexDirection: 'column',
});

export const value = style({
  boxSizing: 'border-box',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const link = style({
  boxSizing: 'border-box',
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const promises = style({
  boxSizing: 'border-box',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  color: vars.color.textMuted,
});
