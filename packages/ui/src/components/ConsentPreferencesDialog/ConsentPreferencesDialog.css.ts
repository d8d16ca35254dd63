import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
});

export const content = style({
  position: 'fixed',
  zIndex: vars.zIndex.modal,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: `min(36rem, calc(100vw - ${vars.space.md} * 2))`,
  maxHeight: `calc(100dvh - ${vars.space.md} * 2)`,
  overflowY: 'auto',
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  paddingBlockStart: vars.space.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  selectors: { '&:focus': { outline: 'none' } },
});

export const header = style({ display: 'grid', gap: vars.space.xs, paddingInlineEnd: vars.size.target });

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const labelRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' });

export const label = style({ fontWeight: vars.fontWeight.semibold, cursor: 'pointer' });

export const required = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brandText,
});

export const itemDescription = style({
  gridColumn: '1 / -1',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const switchRoot = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.75rem',
  height: '1.5rem',
  padding: 0,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&[data-state="checked"]': { backgroundColor: vars.color.brand, borderColor: vars.color.brand },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const switchThumb = style({
  display: 'block',
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  transform: 'translateX(0.1875rem)',
  transitionProperty: 'transform, background-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&[data-state="checked"]': { transform: 'translateX(1.375rem)', backgroundColor: vars.color.textOnBrand },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  justifyContent: 'flex-end',
  '@media': { [media.sm]: { flexWrap: 'nowrap' } },
});

export const action = style({ flex: '1 1 auto', '@media': { [media.sm]: { flex: '0 0 auto' } } });

export const close = style({
  position: 'absolute',
  top: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.target,
  height: vars.size.target,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceHover } },
});
