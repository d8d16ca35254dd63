import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

/** Below `md` the rows become stacked cards; each cell shows its column name from `data-label`. */
const narrow = `screen and (max-width: ${breakpoints.md - 0.02}px)`;

export const root = style({ boxSizing: 'border-box', display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const table = style({
  boxSizing: 'border-box',
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  '@media': { [narrow]: { border: 'none', backgroundColor: 'transparent' } },
});

export const caption = style({
  boxSizing: 'border-box',
  textAlign: 'start',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  paddingBottom: vars.space.sm,
});

export const headerCell = style({
  boxSizing: 'border-box',
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  backgroundColor: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const numeric = style({ boxSizing: 'border-box', textAlign: 'end' });

export const head = style({
  boxSizing: 'border-box',
  '@media': {
    // Visually hidden, not removed: the header cells still name the columns for assistive technology.
    [narrow]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const row = style({
  boxSizing: 'border-box',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
  '@media': {
    [narrow]: {
      display: 'grid',
      gap: vars.space.xxs,
      padding: vars.space.md,
      marginBottom: vars.space.sm,
      borderRadius: vars.radius.md,
      border: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.surface,
      selectors: { '&:last-child': { borderBottom: `1px solid ${vars.color.border}` } },
    },
  },
});

export const cell = style({
  boxSizing: 'border-box',
  padding: `${vars.space.sm} ${vars.space.md}`,
  verticalAlign: 'middle',
  '@media': {
    [narrow]: {
      display: 'flex',
      justifyContent: 'space-between',
      gap: vars.space.md,
      padding: 0,
      textAlign: 'end',
      selectors: {
        '&::before': {
          content: 'attr(data-label)',
          color: vars.color.textMuted,
          fontWeight: vars.fontWeight.medium,
          textAlign: 'start',
        },
      },
    },
  },
});

globalStyle(`${table} tbody, ${table} tr, ${table} td`, {
  '@media': { [narrow]: { display: 'block' } },
});
globalStyle(`${table} tbody tr`, {
  '@media': { [narrow]: { display: 'grid' } },
});
globalStyle(`${table} tbody td`, {
  '@media': { [narrow]: { display: 'flex' } },
});

export const merchant = style({ boxSizing: 'border-box', fontWeight: vars.fontWeight.medium });

export const muted = style({ boxSizing: 'border-box', color: vars.color.textMuted });

export const type = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const amount = style({
  boxSizing: 'border-box',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-type="credit"]': { color: vars.color.successText },
    '&[data-type="debit"]': { color: vars.color.text },
  },
});

export const error = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  backgroundColor: vars.color.dangerSubtle,
  color: vars.color.dangerText,
});

export const errorText = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
});

export const pagination = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const pageButtons = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});
