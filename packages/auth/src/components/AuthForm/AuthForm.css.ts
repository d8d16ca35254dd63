import { vars } from '@ardena/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '32rem',
  marginInline: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const tabList = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const tab = style({
  minHeight: vars.size.target,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.sm,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { '(min-width: 30rem)': { gridTemplateColumns: '1fr 1fr' } },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });

export const optional = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

export const input = style({
  minHeight: vars.size.target,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

export const errorText = style({ color: vars.color.dangerText, fontSize: vars.fontSize.sm, margin: 0 });

export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const legend = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm, padding: 0 });

export const choices = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.target,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, backgroundColor: vars.color.brandSubtle },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

globalStyle(`${choice} input`, { accentColor: vars.color.brand, margin: 0 });

export const summary = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.danger}`,
  backgroundColor: vars.color.dangerSubtle,
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const summaryTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const summaryList = style({ margin: `${vars.space.xs} 0 0`, paddingInlineStart: vars.space.lg });

globalStyle(`${summaryList} a`, { color: vars.color.dangerText, fontWeight: vars.fontWeight.semibold });

export const textButton = style({
  alignSelf: 'flex-start',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.brandText,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const inlineTextButton = style([textButton, { alignSelf: 'auto', fontSize: 'inherit' }]);

export const message = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, textAlign: 'center' });

export const muted = style({ color: vars.color.textMuted, margin: 0 });
