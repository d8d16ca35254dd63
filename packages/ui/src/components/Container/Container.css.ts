import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const container = recipe({
  base: {
    boxSizing: 'border-box',
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space.md,
    '@media': { [media.md]: { paddingInline: vars.space.lg } },
  },
  variants: {
    size: {
      prose: { maxWidth: `calc(${vars.size.prose} + 2 * ${vars.space.lg})` },
      md: { maxWidth: '960px' },
      lg: { maxWidth: vars.size.container },
    },
  },
  defaultVariants: { size: 'lg' },
});
