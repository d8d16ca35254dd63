import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const { body, small } = vars.typeScale;

export const text = recipe({
  base: { boxSizing: 'border-box', margin: 0 },
  variants: {
    size: {
      // sm is the small role and md the body role of the type scale; xs, lg and xl are steps of the size scale.
      xs: { fontSize: vars.fontSize.xs, lineHeight: small.lineHeight, letterSpacing: vars.letterSpacing.normal },
      sm: { fontSize: small.fontSize, lineHeight: small.lineHeight, letterSpacing: small.letterSpacing },
      md: { fontSize: body.fontSize, lineHeight: body.lineHeight, letterSpacing: body.letterSpacing },
      lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed, letterSpacing: body.letterSpacing },
      xl: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.relaxed, letterSpacing: body.letterSpacing },
    },
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      brand: { color: vars.color.brandText },
      danger: { color: vars.color.dangerText },
      inherit: { color: 'inherit' },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      semibold: { fontWeight: vars.fontWeight.semibold },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    prose: {
      true: { maxWidth: vars.size.prose },
      false: {},
    },
  },
  defaultVariants: { size: 'md', tone: 'default', weight: 'regular', prose: false },
});

export type TextRecipeVariants = NonNullable<RecipeVariants<typeof text>>;
