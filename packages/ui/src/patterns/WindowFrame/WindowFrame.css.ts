import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The rounded, shadowed window the product visuals sit in; its surface is the caller's. */
export const frame = style({
  boxSizing: 'border-box',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
});

const barBase = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The title bar contrasts with the window's body, so it takes the other surface. */
export const bar = styleVariants({
  surface: [barBase, { backgroundColor: vars.color.surface }],
  surfaceMuted: [barBase, { backgroundColor: vars.color.surfaceMuted }],
});

export const dots = style({ boxSizing: 'border-box', display: 'inline-flex', gap: vars.space.xxs, flexShrink: 0 });

export const dot = style({
  boxSizing: 'border-box',
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
});

export const title = style({
  boxSizing: 'border-box',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
