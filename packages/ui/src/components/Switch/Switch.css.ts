import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const text = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const label = style({ boxSizing: 'border-box', fontWeight: vars.fontWeight.medium, cursor: 'pointer' });

export const description = style({ boxSizing: 'border-box', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const root = style({
  boxSizing: 'border-box',
  position: 'relative',
  flexShrink: 0,
  width: '2.75rem',
  height: '1.5rem',
  padding: 0,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceMuted,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&[data-state="checked"]': { backgroundColor: vars.color.brand, borderColor: vars.color.brand },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.7 },
  },
});

export const thumb = style({
  boxSizing: 'border-box',
  display: 'block',
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  transform: 'translateX(2px)',
  transitionProperty: 'transform, background-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    // The thumb changes position and colour, so the state does not rely on colour alone.
    '&[data-state="checked"]': { transform: 'translateX(1.3rem)', backgroundColor: vars.color.textOnBrand },
  },
});
