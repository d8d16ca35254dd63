import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  boxSizing: 'border-box',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

/**
 * At most this many columns (chosen so rows come out even, see `balancedColumns`), fewer, down to one, when a column
 * would be narrower than 12rem.
 */
export const maxColumns = styleVariants({ 1: 1, 2: 2, 3: 3 }, (columns) => ({
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, max(12rem, calc((100% - ${columns - 1} * ${vars.space.sm}) / ${columns}))), 1fr))`,
}));

export const action = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  width: '100%',
  height: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.brand, backgroundColor: vars.color.surfaceHover } },
});

export const icon = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  color: vars.color.brandText,
  flexShrink: 0,
  marginTop: '0.1em',
});

export const text = style({ boxSizing: 'border-box', display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({ boxSizing: 'border-box', fontWeight: vars.fontWeight.semibold });

export const description = style({ boxSizing: 'border-box', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
