import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ boxSizing: 'border-box', display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const item = style({
  boxSizing: 'border-box',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const summary = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  minHeight: vars.size.target,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.semibold,
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

export const chevron = style({
  boxSizing: 'border-box',
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationFast,
  selectors: { [`${item}[open] &`]: { transform: 'rotate(180deg)' } },
});

export const answer = style({
  boxSizing: 'border-box',
  paddingInline: vars.space.md,
  paddingBottom: vars.space.md,
  color: vars.color.textMuted,
});
