import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ boxSizing: 'border-box', display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const list = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
  alignSelf: 'flex-start',
  maxWidth: '100%',
});

export const trigger = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.5rem',
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.sm,
    },
  },
});

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

export const panel = style({ boxSizing: 'border-box', selectors: { '&:focus-visible': { outlineOffset: '4px' } } });
