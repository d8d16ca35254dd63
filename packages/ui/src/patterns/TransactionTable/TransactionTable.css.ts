import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

/**
 * Below `md` each row becomes a compact two-line entry (merchant and amount, then date, description and type), so a
 * page of 25 transactions stays about one phone screen per eight rows; the visually hidden header still names the
 * columns for assistive technology.
 */
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
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"merchant merchant amount" "date description type"',
      alignItems: 'center',
      columnGap: vars.space.sm,
      rowGap: vars.space.xxs,
      padding: `${vars.space.sm} ${vars.space.md}`,
    },
  },
});

export const cell = style({
  boxSizing: 'border-box',
  padding: `${vars.space.sm} ${vars.space.md}`,
  verticalAlign: 'middle',
  '@media': { [narrow]: { padding: 0, minWidth: 0 } },
});

/** Where each column's cell sits in a narrow row; the second line is smaller and muted. */
export const cellArea = styleVariants(
  { date: 'date', merchant: 'merchant', description: 'description', type: 'type', amount: 'amount' },
  (area) => {
    const secondLine = area === 'date' || area === 'description' || area === 'type';
    return {
      '@media': {
        [narrow]: {
          gridArea: area,
          textAlign: area === 'amount' || area === 'type' ? 'end' : 'start',
          ...(secondLine ? { fontSize: vars.fontSize.xs, color: vars.color.textMuted, whiteSpace: 'nowrap' } : {}),
          ...(area === 'description' || area === 'merchant'
            ? { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }
            : {}),
        },
      },
    };
  },
);

globalStyle(`${table} tbody, ${table} tr, ${table} td`, {
  '@media': { [narrow]: { display: 'block' } },
});
globalStyle(`${table} tbody tr`, {
  '@media': { [narrow]: { display: 'grid' } },
});
globalStyle(`${table} tbody td`, {
  '@media': { [narrow]: { display: 'block' } },
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
