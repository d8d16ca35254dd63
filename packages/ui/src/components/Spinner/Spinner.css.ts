import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 700ms linear infinite`,
    '@media': {
      // A still ring with a gap still reads as "busy" without motion.
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
  variants: {
    size: {
      sm: { width: '1rem', height: '1rem', borderWidth: '2px' },
      md: { width: '1.5rem', height: '1.5rem', borderWidth: '3px' },
      lg: { width: '2.5rem', height: '2.5rem', borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const wrapper = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.brandText,
});

/** Hides the accessible name visually while keeping it in the accessibility tree. */
export const hiddenLabel = style({
  boxSizing: 'border-box',
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
