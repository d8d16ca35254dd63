import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({ boxSizing: 'border-box', display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const row = style({ boxSizing: 'border-box', display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const box = style({
  boxSizing: 'border-box',
  flexShrink: 0,
  width: '1.375rem',
  height: '1.375rem',
  marginTop: '0.0625rem',
  padding: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textOnBrand,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const text = style({ boxSizing: 'border-box', display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({ boxSizing: 'border-box', fontWeight: vars.fontWeight.medium, cursor: 'pointer' });

export const description = style({ boxSizing: 'border-box', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
