import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const content = style({
  boxSizing: 'border-box',
  maxWidth: '18rem',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.inverseSurface,
  color: vars.color.inverseText,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.tooltip,
});

export const arrow = style({ boxSizing: 'border-box', fill: vars.color.inverseSurface });
