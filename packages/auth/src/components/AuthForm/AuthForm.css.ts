import { vars } from '@ardena/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  boxSizing: 'border-box',
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

export const form = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.md,
});

export const row = style({
  boxSizing: 'border-box',
  display: 'grid',
  gap: vars.space.md,
  '@media': { '(min-width: 30rem)': { gridTemplateColumns: '1fr 1fr' } },
});

export const textButton = style({
  boxSizing: 'border-box',
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

export const message = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  textAlign: 'center',
});

export const muted = style({ boxSizing: 'border-box', color: vars.color.textMuted, margin: 0 });

/** A lasting note above the form (for example why an email link failed), set off without alarm colours. */
export const notice = style({
  boxSizing: 'border-box',
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
});
