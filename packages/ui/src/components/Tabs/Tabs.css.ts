import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const list = recipe({
  base: { boxSizing: 'border-box', display: 'flex' },
  variants: {
    variant: {
      underline: {
        gap: vars.space.xxs,
        borderBottom: `1px solid ${vars.color.border}`,
        overflowX: 'auto',
        // Keeps the tab row scrollable on small screens without a visible scrollbar gutter jump.
        scrollbarWidth: 'thin',
      },
      pills: {
        flexWrap: 'wrap',
        gap: vars.space.xs,
        padding: vars.space.xxs,
        borderRadius: vars.radius.lg,
        backgroundColor: vars.color.surfaceMuted,
        alignSelf: 'flex-start',
        maxWidth: '100%',
      },
    },
  },
  defaultVariants: { variant: 'underline' },
});

export const trigger = recipe({
  base: {
    boxSizing: 'border-box',
    paddingInline: vars.space.md,
    border: 0,
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: {
      '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      underline: {
        position: 'relative',
        flexShrink: 0,
        minHeight: vars.size.target,
        fontWeight: vars.fontWeight.medium,
        borderTopLeftRadius: vars.radius.sm,
        borderTopRightRadius: vars.radius.sm,
        selectors: {
          '&:hover:not(:disabled)': { color: vars.color.text, backgroundColor: vars.color.surfaceHover },
          '&[aria-selected="true"]': { color: vars.color.brandText, fontWeight: vars.fontWeight.semibold },
          // The selected tab is marked by a bar and weight, not colour alone.
          '&[aria-selected="true"]::after': {
            content: '""',
            position: 'absolute',
            insetInline: 0,
            bottom: '-1px',
            height: '3px',
            backgroundColor: vars.color.brand,
            borderRadius: vars.radius.full,
          },
          '&:focus-visible': { outlineOffset: '-2px' },
        },
      },
      pills: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xs,
        minHeight: '2.5rem',
        borderRadius: vars.radius.md,
        fontWeight: vars.fontWeight.semibold,
        selectors: {
          '&:hover:not(:disabled)': { color: vars.color.text },
          // The selected tab is raised on the track: surface, shadow and text colour, not colour alone.
          '&[aria-selected="true"]': {
            backgroundColor: vars.color.surface,
            color: vars.color.text,
            boxShadow: vars.shadow.sm,
          },
        },
      },
    },
  },
  defaultVariants: { variant: 'underline' },
});

export const content = recipe({
  base: { boxSizing: 'border-box' },
  variants: {
    variant: {
      underline: { paddingBlock: vars.space.lg },
      pills: { selectors: { '&:focus-visible': { outlineOffset: '4px' } } },
    },
  },
  defaultVariants: { variant: 'underline' },
});
