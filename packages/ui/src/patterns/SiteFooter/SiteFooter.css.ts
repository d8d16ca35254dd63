import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const footer = style({
  boxSizing: 'border-box',
  backgroundColor: vars.color.surfaceMuted,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space['2xl'],
  paddingBottom: vars.space.lg,
  color: vars.color.text,
});

export const top = style({
  boxSizing: 'border-box',
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 3fr)' } },
});

export const columns = style({
  boxSizing: 'border-box',
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(var(--footer-columns, 4), minmax(0, 1fr))' },
  },
});

export const brand = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

export const columnTitle = style({
  boxSizing: 'border-box',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  marginBottom: vars.space.sm,
});

export const list = style({
  boxSizing: 'border-box',
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  boxSizing: 'border-box',
  display: 'inline-block',
  paddingBlock: '0.125rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text, textDecorationLine: 'underline' } },
});

// A button in a column must read as one more entry of the list, so only the link look remains.
export const action = style({
  boxSizing: 'border-box',
  margin: 0,
  paddingInline: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  lineHeight: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
});

export const bottom = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginTop: vars.space['2xl'],
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
