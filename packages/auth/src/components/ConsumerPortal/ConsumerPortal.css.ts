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

export const history = style({ boxSizing: 'border-box', display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const historyHeader = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const missing = style({ boxSizing: 'border-box', textAlign: 'center' });
