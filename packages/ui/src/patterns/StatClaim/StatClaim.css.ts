import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const list = style({
  boxSizing: 'border-box',
  margin: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
});

export const item = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.xxs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.brandSubtle,
  // The value's size follows the card's width (below).
  containerType: 'inline-size',
});

// A figure and its unit read as one phrase ("Under 15 min"), so the value stays on one line and shrinks with a narrow
// card instead: 13cqi keeps about ten bold characters inside the card's width.
export const value = style({
  boxSizing: 'border-box',
  margin: 0,
  fontSize: `min(${vars.fontSize['3xl']}, 13cqi)`,
  fontWeight: vars.typeScale.display.fontWeight,
  letterSpacing: vars.typeScale.display.letterSpacing,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  color: vars.color.brandText,
  '@media': { [media.md]: { fontSize: `min(${vars.fontSize['4xl']}, 13cqi)` } },
});

export const label = style({ boxSizing: 'border-box', color: vars.color.text, fontWeight: vars.fontWeight.medium });
