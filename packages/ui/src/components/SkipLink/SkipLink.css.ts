import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Off-screen until focused, then a visible pill at the top left (WCAG 2.4.1 Bypass Blocks). */
export const skipLink = style({
  boxSizing: 'border-box',
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  zIndex: vars.zIndex.tooltip,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.text}`, outlineOffset: '2px' },
  },
});
