import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const form = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: '32rem',
});

export const label = style({ boxSizing: 'border-box', fontWeight: vars.fontWeight.semibold });

export const row = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [media.sm]: { flexDirection: 'row', alignItems: 'flex-start' } },
});

export const input = style({
  boxSizing: 'border-box',
  flexGrow: 1,
  minHeight: vars.size.target,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

export const hint = style({ boxSizing: 'border-box', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({
  boxSizing: 'border-box',
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

// Never display:none, even when empty: a live region must stay rendered for its later text to be announced.
export const message = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-tone="success"]': { color: vars.color.successText },
    '&[data-tone="info"]': { color: vars.color.infoText },
    '&[data-tone="danger"]': { color: vars.color.dangerText },
  },
});
