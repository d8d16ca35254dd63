import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const list = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.xxs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.brandSubtle,
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brandText,
  '@media': { [media.md]: { fontSize: vars.fontSize['4xl'] } },
});

export const label = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
