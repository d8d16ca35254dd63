import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const slideIn = keyframes({
  from: { transform: 'translateY(100%)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

export const viewport = style({
  boxSizing: 'border-box',
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '26rem',
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  outline: 'none',
});

export const toast = recipe({
  base: {
    boxSizing: 'border-box',
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'start',
    gap: vars.space.xs,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderInlineStartWidth: '4px',
    boxShadow: vars.shadow.lg,
    animation: `${slideIn} ${vars.motion.durationBase} ${vars.motion.easing}`,
    selectors: {
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
    },
  },
  variants: {
    variant: {
      default: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        borderInlineStartColor: vars.color.brand,
      },
      destructive: {
        backgroundColor: vars.color.dangerSubtle,
        color: vars.color.dangerText,
        borderColor: vars.color.danger,
      },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const text = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const title = style({
  boxSizing: 'border-box',
  fontWeight: vars.fontWeight.semibold,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const description = style({ boxSizing: 'border-box', fontSize: vars.fontSize.sm });
