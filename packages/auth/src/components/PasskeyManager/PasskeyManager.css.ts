import { vars } from '@ardena/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const heading = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const name = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const renameForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });

export const confirm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const footer = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm });

export const status = style({ margin: 0, fontSize: vars.fontSize.sm, selectors: { '&:empty': { display: 'none' } } });
