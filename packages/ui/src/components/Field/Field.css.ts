import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

/** GOV.UK pattern: a bar beside a field in error, so the error shows without relying on colour alone. */
export const fieldInvalid = style({
  boxSizing: 'border-box',
  borderInlineStart: `4px solid ${vars.color.danger}`,
  paddingInlineStart: vars.space.sm,
});

export const label = style({ boxSizing: 'border-box', fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const optional = style({
  boxSizing: 'border-box',
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const hint = style({ boxSizing: 'border-box', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.dangerText,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});

/** Shared look of single-line inputs and selects. */
export const control = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.size.target,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6, backgroundColor: vars.color.surfaceMuted },
  },
});
