import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

/** One column on phones; two from `sm`; the full count from `lg` (three/four-up cards). */
export const grid = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    columns: {
      1: {},
      2: { '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
      3: {
        '@media': {
          [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        },
      },
      4: {
        '@media': {
          [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        },
      },
    },
    gap: {
      sm: { gap: vars.space.sm },
      md: { gap: vars.space.md },
      lg: { gap: vars.space.lg },
      xl: { gap: vars.space.xl },
    },
  },
  defaultVariants: { columns: 3, gap: 'lg' },
});
