import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const address = style({ fontStyle: 'normal', display: 'flex', flexDirection: 'column' });

export const value = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text, overflowWrap: 'anywhere' });

export const link = style({
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const promises = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  color: vars.color.textMuted,
});
