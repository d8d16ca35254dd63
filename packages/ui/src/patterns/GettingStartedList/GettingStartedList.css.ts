import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const list = style({
  boxSizing: 'border-box',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '40rem',
  textAlign: 'start',
});

export const item = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@media': { [media.sm]: { flexDirection: 'row', alignItems: 'center' } },
});

export const marker = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-done="true"]': {
      backgroundColor: vars.color.success,
      borderColor: vars.color.success,
      color: vars.color.textOnBrand,
    },
  },
});

export const body = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flexGrow: 1,
});

export const title = style({ boxSizing: 'border-box', fontWeight: vars.fontWeight.semibold });

export const description = style({ boxSizing: 'border-box', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const status = style({
  boxSizing: 'border-box',
  color: vars.color.successText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
