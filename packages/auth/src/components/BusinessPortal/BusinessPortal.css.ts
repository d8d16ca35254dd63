import { vars } from '@ardena/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
});

export const intro = style({ boxSizing: 'border-box', display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const section = style({ boxSizing: 'border-box', display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const metrics = style({
  boxSizing: 'border-box',
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});

export const gettingStarted = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  textAlign: 'start',
  width: '100%',
  maxWidth: '36rem',
});

export const columns = style({
  boxSizing: 'border-box',
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { '(min-width: 64rem)': { gridTemplateColumns: '2fr 1fr' } },
});
