import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  gap: '2px',
  padding: '2px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
});

export const item = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    // Selected: filled surface, border and text colour, so the state is not shown by colour alone.
    '&[data-state="checked"]': {
      backgroundColor: vars.color.surface,
      borderColor: vars.color.borderStrong,
      color: vars.color.text,
      boxShadow: vars.shadow.sm,
    },
  },
});
