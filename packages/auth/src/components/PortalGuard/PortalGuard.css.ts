import { vars } from '@ardena/ui/theme';
import { style } from '@vanilla-extract/css';

export const loading = style({
  boxSizing: 'border-box',
  display: 'grid',
  placeItems: 'center',
  minHeight: '50vh',
  padding: vars.space.xl,
});
