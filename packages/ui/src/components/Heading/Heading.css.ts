import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const heading = recipe({
  base: { fontFamily: vars.font.heading, color: vars.color.text, margin: 0, textWrap: 'balance' },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug },
      md: { fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug },
      lg: { fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.snug },
      xl: { fontSize: vars.fontSize['3xl'], fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight },
      '2xl': { fontSize: vars.fontSize['4xl'], fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight },
      '3xl': { fontSize: vars.fontSize['5xl'], fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight },
    },
  },
  defaultVariants: { size: 'lg' },
});

export type HeadingRecipeVariants = NonNullable<RecipeVariants<typeof heading>>;
