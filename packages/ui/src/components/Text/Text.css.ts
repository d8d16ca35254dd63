import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const text = recipe({
  base: { margin: 0 },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.normal },
      sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal },
      md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal },
      lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed },
      xl: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.relaxed },
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
