import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = style({
  boxSizing: 'border-box',
  position: 'fixed',
  inset: 0,
  backgroundColor: vars.color.overlay,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} ${vars.motion.durationBase} ${vars.motion.easing}`,
});

export const content = recipe({
  base: {
    boxSizing: 'border-box',
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    zIndex: vars.zIndex.modal,
    width: `calc(100vw - ${vars.space.xl})`,
    maxHeight: `calc(100dvh - ${vars.space.xl})`,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.lg,
    animation: `${popIn} ${vars.motion.durationBase} ${vars.motion.easing}`,
    selectors: { '&:focus': { outline: 'none' } },
  },
  variants: {
    size: {
      sm: { maxWidth: '26rem' },
      md: { maxWidth: '32rem' },
      lg: { maxWidth: '44rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const closeButton = style({
  boxSizing: 'border-box',
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
});

export const header = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  // Leaves room for the close button so long titles do not run under it.
  paddingInlineEnd: vars.space.xl,
});

export const title = style({
  boxSizing: 'border-box',
  fontSize: vars.typeScale.title.fontSize,
  fontWeight: vars.typeScale.title.fontWeight,
  lineHeight: vars.typeScale.title.lineHeight,
  letterSpacing: vars.typeScale.title.letterSpacing,
});

export const description = style({ boxSizing: 'border-box', color: vars.color.textMuted });

export const footer = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});
