import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  boxSizing: 'border-box',
  display: 'flex',
  gap: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  // Keeps the tab row scrollable on small screens without a visible scrollbar gutter jump.
  scrollbarWidth: 'thin',
});

export const trigger = style({
  boxSizing: 'border-box',
  position: 'relative',
  flexShrink: 0,
  minHeight: vars.size.target,
  paddingInline: vars.space.md,
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  borderTopLeftRadius: vars.radius.sm,
  borderTopRightRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.surfaceHover },
    '&[data-state="active"]': { color: vars.color.brandText, fontWeight: vars.fontWeight.semibold },
    // The selected tab is marked by a bar and weight, not colour alone.
    '&[data-state="active"]::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      bottom: '-1px',
      height: '3px',
      backgroundColor: vars.color.brand,
      borderRadius: vars.radius.full,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const content = style({ boxSizing: 'border-box', paddingBlock: vars.space.lg });
