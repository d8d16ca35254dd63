import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1 } });

export const content = style({
  boxSizing: 'border-box',
  minWidth: '14rem',
  maxWidth: 'calc(100vw - 1rem)',
  padding: vars.space.xxs,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.dropdown,
  animation: `${appear} ${vars.motion.durationFast} ${vars.motion.easing}`,
});

export const item = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: '2.5rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.surfaceHover },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const destructive = style({ boxSizing: 'border-box', color: vars.color.dangerText });

export const itemIcon = style({ boxSizing: 'border-box', display: 'inline-flex', color: vars.color.textMuted });

export const label = style({
  boxSizing: 'border-box',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const separator = style({
  boxSizing: 'border-box',
  height: '1px',
  marginBlock: vars.space.xxs,
  backgroundColor: vars.color.border,
});
