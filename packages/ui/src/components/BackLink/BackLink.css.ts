import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const backLink = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.target,
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { textDecorationLine: 'underline', textUnderlineOffset: '0.2em' } },
});
