import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space['2xl'],
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
});

export const icon = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  marginBottom: vars.space.xs,
});

export const title = style({
  boxSizing: 'border-box',
  fontSize: vars.typeScale.title.fontSize,
  fontWeight: vars.typeScale.title.fontWeight,
  letterSpacing: vars.typeScale.title.letterSpacing,
});

export const description = style({ boxSizing: 'border-box', color: vars.color.textMuted, maxWidth: '40ch' });

export const extra = style({
  boxSizing: 'border-box',
  marginTop: vars.space.sm,
  width: '100%',
  display: 'flex',
  justifyContent: 'center',
});
