import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const reveal = style({
  boxSizing: 'border-box',
  transitionProperty: 'opacity, transform',
  transitionDuration: vars.motion.durationSlow,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    // Only a mounted, observing client ever sets "waiting": server HTML and no-JS readers always see the content.
    '&[data-reveal="waiting"]': { opacity: 0, transform: 'translateY(1rem)' },
  },
  '@media': {
    [media.reducedMotion]: {
      transition: 'none',
      selectors: { '&[data-reveal="waiting"]': { opacity: 1, transform: 'none' } },
    },
  },
});
