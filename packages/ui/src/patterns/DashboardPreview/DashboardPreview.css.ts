import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { windowFrame } from '../WindowFrame';
import type { PreviewTone } from './previewTones';

export const frame = style([
  windowFrame,
  {
    backgroundColor: vars.color.surface,
    // Its own size container: the inner layout follows the frame's width, not the viewport's.
    containerType: 'inline-size',
  },
]);

export const body = style({
  boxSizing: 'border-box',
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
});

export const balances = style({
  boxSizing: 'border-box',
  display: 'grid',
  gap: vars.space.sm,
  // Wide enough for a seven-figure amount on one line; fewer tiles per row rather than broken numbers.
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
});

export const tile = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  minWidth: 0,
});

export const tileLabel = style({
  boxSizing: 'border-box',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const tileValue = style({
  boxSizing: 'border-box',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  // In a phone-wide frame a seven-figure amount still fits its tile on one line.
  '@container': { '(max-width: 26rem)': { fontSize: vars.fontSize.md } },
});

export const tileChange = style({
  boxSizing: 'border-box',
  fontSize: vars.fontSize.xs,
  color: vars.color.successText,
  fontWeight: vars.fontWeight.semibold,
});

export const panelLabel = style({
  boxSizing: 'border-box',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const chartPanel = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const chart = style({
  boxSizing: 'border-box',
  display: 'block',
  width: '100%',
  height: '6rem',
  overflow: 'visible',
});

export const gridLine = style({
  boxSizing: 'border-box',
  stroke: vars.color.border,
  strokeWidth: 1,
  strokeDasharray: '3 4',
  vectorEffect: 'non-scaling-stroke',
});

export const area = style({ boxSizing: 'border-box', fill: vars.color.brandSubtle, stroke: 'none' });

export const line = style({
  boxSizing: 'border-box',
  fill: 'none',
  stroke: vars.color.brand,
  strokeWidth: 2.5,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
  // The chart stretches to its box; the stroke keeps its width however wide the box is.
  vectorEffect: 'non-scaling-stroke',
});

export const ticks = style({
  boxSizing: 'border-box',
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const transactions = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const row = style({
  boxSizing: 'border-box',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const party = style({ boxSizing: 'border-box', display: 'flex', flexDirection: 'column', minWidth: 0 });

export const name = style({
  boxSizing: 'border-box',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const detail = style({ boxSizing: 'border-box', fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const amountCell = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxs,
  flexShrink: 0,
});

export const amount = style({
  boxSizing: 'border-box',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

const pill = style({
  boxSizing: 'border-box',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  lineHeight: vars.lineHeight.normal,
});

export const status = styleVariants(
  {
    success: { color: vars.color.successText, backgroundColor: vars.color.successSubtle },
    warning: { color: vars.color.warningText, backgroundColor: vars.color.warningSubtle },
    info: { color: vars.color.infoText, backgroundColor: vars.color.infoSubtle },
    neutral: { color: vars.color.textMuted, backgroundColor: vars.color.surfaceMuted },
  } satisfies Record<PreviewTone, object>,
  (tone) => [pill, tone],
);
