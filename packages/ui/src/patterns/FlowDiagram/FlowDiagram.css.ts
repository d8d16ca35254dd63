import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

const arrowGap = '2.25rem';

export const figure = style({
  boxSizing: 'border-box',
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

const vertical = { display: 'flex', flexDirection: 'column', gap: arrowGap } as const;

export const list = recipe({
  base: { boxSizing: 'border-box', listStyle: 'none', margin: 0, padding: 0 },
  variants: {
    orientation: {
      vertical,
      responsive: {
        ...vertical,
        '@media': {
          [media.md]: { display: 'grid', gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)', gap: arrowGap },
        },
      },
    },
  },
});

// The arrow between two steps: a line and a chevron painted in the gap before every step but the first. Drawn with
// borders (no text), so assistive technology reads the ordered list alone.
const arrowDown = {
  content: '""',
  position: 'absolute',
  insetInlineStart: '50%',
  // The chevron's tip meets the end of the line, just short of the next step.
  insetBlockStart: '-1.05rem',
  width: '0.625rem',
  height: '0.625rem',
  borderInlineEnd: `2px solid ${vars.color.borderStrong}`,
  borderBlockEnd: `2px solid ${vars.color.borderStrong}`,
  transform: 'translateX(-50%) rotate(45deg)',
} as const;

const lineDown = {
  content: '""',
  position: 'absolute',
  insetInlineStart: '50%',
  insetBlockStart: `calc(-1 * ${arrowGap} + 0.25rem)`,
  height: `calc(${arrowGap} - 0.6rem)`,
  borderInlineStart: `2px dashed ${vars.color.borderStrong}`,
  transform: 'translateX(-1px)',
} as const;

const arrowAcross = {
  ...arrowDown,
  insetInlineStart: '-1.05rem',
  insetBlockStart: '50%',
  transform: 'translateY(-50%) rotate(-45deg)',
} as const;

const lineAcross = {
  content: '""',
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineStart: `calc(-1 * ${arrowGap} + 0.25rem)`,
  width: `calc(${arrowGap} - 0.6rem)`,
  height: 0,
  borderInlineStart: 'none',
  borderBlockStart: `2px dashed ${vars.color.borderStrong}`,
  transform: 'translateY(-1px)',
} as const;

export const step = recipe({
  base: { boxSizing: 'border-box', position: 'relative', display: 'flex', minWidth: 0 },
  variants: {
    orientation: {
      vertical: {
        selectors: {
          '& + &::before': lineDown,
          '& + &::after': arrowDown,
        },
      },
      responsive: {
        selectors: {
          '& + &::before': lineDown,
          '& + &::after': arrowDown,
        },
        '@media': {
          [media.md]: {
            selectors: {
              '& + &::before': lineAcross,
              '& + &::after': arrowAcross,
            },
          },
        },
      },
    },
  },
});

export const node = recipe({
  base: {
    boxSizing: 'border-box',
    flex: 1,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    tone: {
      default: {},
      brand: { borderColor: vars.color.brand, backgroundColor: vars.color.brandSubtle },
    },
  },
});

export const meta = style({
  boxSizing: 'border-box',
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  selectors: { [`${node.classNames.variants.tone.brand} &`]: { color: vars.color.brandText } },
});

export const title = style({
  boxSizing: 'border-box',
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  lineHeight: vars.lineHeight.snug,
});

export const detail = style({
  boxSizing: 'border-box',
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const caption = style({
  boxSizing: 'border-box',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  maxWidth: vars.size.prose,
});
