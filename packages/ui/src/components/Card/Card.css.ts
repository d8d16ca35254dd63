import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = recipe({
  base: {
    boxSizing: 'border-box',
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderRadius: vars.radius.lg,
    minWidth: 0,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space.md },
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
    elevation: {
      flat: {},
      raised: { boxShadow: vars.shadow.sm },
    },
    interactive: {
      true: {
        transitionProperty: 'border-color, box-shadow, transform',
        transitionDuration: vars.motion.durationBase,
        transitionTimingFunction: vars.motion.easing,
        selectors: {
          '&:hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.md },
          // The stretched link carries focus; show the ring on the whole card.
          '&:has(a:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
        },
      },
      false: {},
    },
  },
  defaultVariants: { padding: 'md', elevation: 'raised', interactive: false },
});

export type CardRecipeVariants = NonNullable<RecipeVariants<typeof card>>;

export const header = style({ boxSizing: 'border-box', display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({
  boxSizing: 'border-box',
  fontSize: vars.typeScale.title.fontSize,
  fontWeight: vars.typeScale.title.fontWeight,
  lineHeight: vars.typeScale.title.lineHeight,
  letterSpacing: vars.typeScale.title.letterSpacing,
});

export const description = style({
  boxSizing: 'border-box',
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const content = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flexGrow: 1,
});

export const footer = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: 'auto',
});

export const icon = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brandText,
});

/** The whole card is the click target, but only the title is the link: one tab stop, a short accessible name. */
export const stretchedLink = style({
  boxSizing: 'border-box',
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { textDecorationLine: 'underline' },
    '&:focus-visible': { outline: 'none' },
  },
});
