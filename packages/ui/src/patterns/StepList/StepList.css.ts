import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const list = style({
  boxSizing: 'border-box',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.lg,
  counterReset: 'step',
});

export const horizontal = style({
  boxSizing: 'border-box',
  '@media': { [media.md]: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' } },
});

export const step = style({ boxSizing: 'border-box', display: 'flex', gap: vars.space.md, alignItems: 'flex-start' });

export const number = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: vars.fontWeight.bold,
});

export const body = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingTop: vars.space.xs,
});

export const title = style({
  boxSizing: 'border-box',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const description = style({ boxSizing: 'border-box', color: vars.color.textMuted });
