import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const banner = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.brandSubtle,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  '@media': {
    [media.md]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      padding: vars.space['2xl'],
    },
  },
});

export const text = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: vars.size.prose,
});

export const title = style({
  boxSizing: 'border-box',
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
});

export const description = style({ boxSizing: 'border-box', color: vars.color.textMuted });

export const actions = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  flexShrink: 0,
});
