import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

export const content = style({ boxSizing: 'border-box', gap: vars.space.sm, paddingBottom: vars.space.md });

export const field = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const input = style({
  boxSizing: 'border-box',
  flexGrow: 1,
  minWidth: 0,
  minHeight: vars.size.target,
  border: 'none',
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    '&:focus, &:focus-visible': { outline: 'none' },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

export const listbox = style({
  boxSizing: 'border-box',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxHeight: '22rem',
  overflowY: 'auto',
});

export const option = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  border: '1px solid transparent',
  selectors: {
    '&[aria-selected="true"]': { backgroundColor: vars.color.surfaceHover, borderColor: vars.color.brand },
  },
});

export const optionTop = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const optionTitle = style({ boxSizing: 'border-box', fontWeight: vars.fontWeight.semibold });

export const optionExcerpt = style({
  boxSizing: 'border-box',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const message = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const messageTitle = style({
  boxSizing: 'border-box',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const hints = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.sm,
  // Keyboard hints mean nothing on a touch screen without a keyboard, nor on a phone-width screen (where a keyboard
  // is rare): there they only take space from the results.
  '@media': {
    [`(hover: none) and (pointer: coarse), screen and (max-width: ${breakpoints.sm - 0.02}px)`]: { display: 'none' },
  },
});

export const kbd = style({
  boxSizing: 'border-box',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
});
