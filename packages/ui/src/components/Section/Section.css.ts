import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const section = recipe({
  base: { boxSizing: 'border-box' },
  variants: {
    spacing: {
      sm: { paddingBlock: vars.space.xl },
      md: { paddingBlock: vars.space['2xl'], '@media': { [media.md]: { paddingBlock: vars.space['3xl'] } } },
      lg: { paddingBlock: vars.space['3xl'], '@media': { [media.md]: { paddingBlock: vars.space['4xl'] } } },
    },
    tone: {
      default: { backgroundColor: vars.color.background },
      muted: { backgroundColor: vars.color.surfaceMuted },
      brand: { backgroundColor: vars.color.brandSubtle },
    },
  },
  defaultVariants: { spacing: 'md', tone: 'default' },
});

export const header = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    marginBottom: vars.space.xl,
  },
  variants: {
    align: {
      start: { alignItems: 'flex-start', textAlign: 'start' },
      center: { alignItems: 'center', textAlign: 'center', marginInline: 'auto', maxWidth: vars.size.prose },
    },
  },
  defaultVariants: { align: 'start' },
});

export const eyebrow = style({
  boxSizing: 'border-box',
  color: vars.color.brandText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const title = style({
  boxSizing: 'border-box',
  fontSize: vars.typeScale.heading.fontSize,
  fontWeight: vars.typeScale.heading.fontWeight,
  lineHeight: vars.typeScale.heading.lineHeight,
  letterSpacing: vars.typeScale.heading.letterSpacing,
  textWrap: 'balance',
});

export const description = style({
  boxSizing: 'border-box',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  maxWidth: vars.size.prose,
});
