import { vars } from '@ardena/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, width: '100%' });

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const history = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const historyHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const missing = style({ textAlign: 'center' });
