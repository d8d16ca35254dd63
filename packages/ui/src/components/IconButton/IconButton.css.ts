import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const iconButton = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    borderRadius: vars.radius.md,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    backgroundColor: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      ghost: { selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceHover } } },
      outline: {
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceHover } },
      },
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.textOnBrand,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.brandHover } },
      },
    },
    size: {
      sm: { width: '2rem', height: '2rem' },
      md: { width: vars.size.target, height: vars.size.target },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

export type IconButtonRecipeVariants = NonNullable<RecipeVariants<typeof iconButton>>;

export const icon = style({ boxSizing: 'border-box', display: 'inline-flex' });
