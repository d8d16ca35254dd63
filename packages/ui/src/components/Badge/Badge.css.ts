import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badge = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    borderRadius: vars.radius.full,
    borderWidth: '1px',
    borderStyle: 'solid',
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    // Text/background pairs are the ones `palette.ts` checks for 4.5:1 in both themes.
    tone: {
      neutral: { backgroundColor: vars.color.surfaceMuted, color: vars.color.text, borderColor: vars.color.border },
      brand: { backgroundColor: vars.color.brandSubtle, color: vars.color.brandText, borderColor: 'transparent' },
      success: { backgroundColor: vars.color.successSubtle, color: vars.color.successText, borderColor: 'transparent' },
      warning: { backgroundColor: vars.color.warningSubtle, color: vars.color.warningText, borderColor: 'transparent' },
      danger: { backgroundColor: vars.color.dangerSubtle, color: vars.color.dangerText, borderColor: 'transparent' },
      info: { backgroundColor: vars.color.infoSubtle, color: vars.color.infoText, borderColor: 'transparent' },
    },
    size: {
      sm: { paddingBlock: '0.125rem', paddingInline: vars.space.xs, fontSize: vars.fontSize.xs },
      md: { paddingBlock: vars.space.xxs, paddingInline: vars.space.sm, fontSize: vars.fontSize.sm },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export type BadgeRecipeVariants = NonNullable<RecipeVariants<typeof badge>>;

export const icon = style({ boxSizing: 'border-box', display: 'inline-flex' });
