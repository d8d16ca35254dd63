import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const legend = style({ boxSizing: 'border-box', fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const options = recipe({
  base: { boxSizing: 'border-box', display: 'flex', gap: vars.space.sm, marginTop: vars.space.xs },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap' },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const option = recipe({
  base: {
    boxSizing: 'border-box',
    position: 'relative',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
  },
  variants: {
    variant: {
      list: {},
      cards: {
        flex: '1 1 12rem',
        padding: vars.space.md,
        borderRadius: vars.radius.md,
        border: `1px solid ${vars.color.borderStrong}`,
        backgroundColor: vars.color.surface,
        selectors: {
          // The checked card gets a thicker brand border as well as the filled dot.
          '&:has([data-state="checked"])': {
            borderColor: vars.color.brand,
            boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
          },
        },
      },
    },
  },
  defaultVariants: { variant: 'list' },
});

export const item = style({
  boxSizing: 'border-box',
  flexShrink: 0,
  width: '1.375rem',
  height: '1.375rem',
  marginTop: '0.0625rem',
  padding: 0,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  selectors: {
    '&[data-state="checked"]': { borderColor: vars.color.brand },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const indicator = style({
  boxSizing: 'border-box',
  display: 'block',
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
});

export const optionText = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const optionLabel = style({
  boxSizing: 'border-box',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    // In card mode the label covers the whole card so anywhere on it selects the option.
    [`${option.classNames.variants.variant.cards} &::after`]: { content: '""', position: 'absolute', inset: 0 },
  },
});

export const optionDescription = style({
  boxSizing: 'border-box',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
