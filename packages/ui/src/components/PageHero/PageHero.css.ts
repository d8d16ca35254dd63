import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const hero = recipe({
  base: {
    boxSizing: 'border-box',
    paddingBlock: vars.space['2xl'],
    backgroundImage: `linear-gradient(180deg, ${vars.color.brandSubtle} 0%, ${vars.color.background} 100%)`,
    '@media': { [media.md]: { paddingBlock: vars.space['4xl'] } },
  },
  variants: {
    size: {
      md: {},
      lg: { '@media': { [media.md]: { paddingBlock: vars.space['5xl'] } } },
    },
  },
  defaultVariants: { size: 'md' },
});

export const inner = recipe({
  base: { boxSizing: 'border-box', display: 'flex', flexDirection: 'column', gap: vars.space.lg },
  variants: {
    align: {
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center', textAlign: 'center', marginInline: 'auto', maxWidth: '56rem' },
    },
  },
  defaultVariants: { align: 'start' },
});

export const eyebrow = style({ boxSizing: 'border-box', display: 'flex' });

export const title = style({
  boxSizing: 'border-box',
  fontSize: vars.typeScale.display.fontSize,
  fontWeight: vars.typeScale.display.fontWeight,
  lineHeight: vars.typeScale.display.lineHeight,
  letterSpacing: vars.typeScale.display.letterSpacing,
  textWrap: 'balance',
  maxWidth: '20ch',
  selectors: { [`${inner.classNames.variants.align.center} &`]: { maxWidth: 'none' } },
});

export const description = style({
  boxSizing: 'border-box',
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textMuted,
  maxWidth: vars.size.prose,
});

export const actions = style({ boxSizing: 'border-box', display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
