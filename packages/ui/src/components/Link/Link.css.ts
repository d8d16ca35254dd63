import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const link = recipe({
  base: {
    boxSizing: 'border-box',
    color: vars.color.brandText,
    textDecorationLine: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    transitionProperty: 'color, text-decoration-thickness',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      '&:hover': { textDecorationThickness: '2px' },
    },
  },
  variants: {
    variant: {
      /** Underlined in running text: colour alone must not mark a link (WCAG 1.4.1). */
      inline: {},
      /** Stands on its own (a call to action line); underline appears on hover. */
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xxs,
        fontWeight: vars.fontWeight.semibold,
        textDecorationLine: 'none',
        selectors: { '&:hover': { textDecorationLine: 'underline' } },
      },
      /** Navigation and footer lists: body colour, underline on hover. */
      subtle: {
        color: 'inherit',
        textDecorationLine: 'none',
        selectors: { '&:hover': { textDecorationLine: 'underline', color: vars.color.brandText } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkRecipeVariants = NonNullable<RecipeVariants<typeof link>>;

export const externalIcon = style({ boxSizing: 'border-box', display: 'inline', verticalAlign: '-0.125em' });
