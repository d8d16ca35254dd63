import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.sm]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
});

export const identity = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const name = style({
  boxSizing: 'border-box',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const detail = style({ boxSizing: 'border-box', color: vars.color.textMuted, overflowWrap: 'anywhere' });
