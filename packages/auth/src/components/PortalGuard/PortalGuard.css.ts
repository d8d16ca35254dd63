import { vars } from '@ardena/ui/theme';
import { style } from '@vanilla-extract/css';

export const loading = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '50vh',
  padding: vars.space.xl,
});
