import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ boxSizing: 'border-box', display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const count = style({
  boxSizing: 'border-box',
  minWidth: '1.5rem',
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brandText,
  fontSize: vars.fontSize.xs,
  lineHeight: '1.5rem',
  textAlign: 'center',
});
