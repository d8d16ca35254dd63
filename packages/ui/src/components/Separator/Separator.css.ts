import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const separator = recipe({
  base: { boxSizing: 'border-box', flexShrink: 0, backgroundColor: vars.color.border, border: 0 },
  variants: {
    orientation: {
      horizontal: { height: '1px', width: '100%' },
      vertical: { width: '1px', alignSelf: 'stretch' },
    },
  },
  defaultVariants: { orientation: 'horizontal' },
});
