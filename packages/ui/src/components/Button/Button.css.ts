import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    borderRadius: vars.radius.md,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    // A long label wraps inside the button rather than pushing the page sideways on a phone; in a wrapping row the
    // button moves to its own line first, so short labels never break.
    maxWidth: '100%',
    textAlign: 'center',
    textWrap: 'balance',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.textOnBrand,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.brandHover } },
      },
      secondary: {
        backgroundColor: vars.color.surfaceMuted,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceHover },
        },
      },
      outline: {
        backgroundColor: 'transparent',
        color: vars.color.brandText,
        borderColor: vars.color.brand,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.brandSubtle },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceHover },
        },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.textOnDanger,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.dangerHover },
        },
      },
    },
    size: {
      sm: { minHeight: '2rem', paddingInline: vars.space.sm, fontSize: vars.fontSize.sm },
      md: { minHeight: vars.size.target, paddingInline: vars.space.md, fontSize: vars.fontSize.md },
      lg: { minHeight: '3.25rem', paddingInline: vars.space.lg, fontSize: vars.fontSize.lg },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonRecipeVariants = NonNullable<RecipeVariants<typeof button>>;

export const icon = style({ boxSizing: 'border-box', display: 'inline-flex', flexShrink: 0 });
