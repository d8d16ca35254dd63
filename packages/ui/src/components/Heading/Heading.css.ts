import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const { display, heading: section, title } = vars.typeScale;

// `3xl` is the display role and `xl` the heading role of the type scale; the sizes between and below keep their
// role's weight and tracking at the next step of the size scale.
export const heading = recipe({
  base: {
    boxSizing: 'border-box',
    fontFamily: vars.font.heading,
    color: vars.color.text,
    margin: 0,
    textWrap: 'balance',
  },
  variants: {
    size: {
      sm: {
        fontSize: vars.fontSize.lg,
        fontWeight: title.fontWeight,
        lineHeight: title.lineHeight,
        letterSpacing: title.letterSpacing,
      },
      md: {
        fontSize: title.fontSize,
        fontWeight: title.fontWeight,
        lineHeight: title.lineHeight,
        letterSpacing: title.letterSpacing,
      },
      lg: {
        fontSize: vars.fontSize['2xl'],
        fontWeight: section.fontWeight,
        lineHeight: vars.lineHeight.snug,
        letterSpacing: section.letterSpacing,
      },
      xl: {
        fontSize: section.fontSize,
        fontWeight: section.fontWeight,
        lineHeight: section.lineHeight,
        letterSpacing: section.letterSpacing,
      },
      '2xl': {
        fontSize: vars.fontSize['4xl'],
        fontWeight: display.fontWeight,
        lineHeight: vars.lineHeight.tight,
        letterSpacing: display.letterSpacing,
      },
      '3xl': {
        fontSize: display.fontSize,
        fontWeight: display.fontWeight,
        lineHeight: display.lineHeight,
        letterSpacing: display.letterSpacing,
      },
    },
  },
  defaultVariants: { size: 'lg' },
});

export type HeadingRecipeVariants = NonNullable<RecipeVariants<typeof heading>>;
