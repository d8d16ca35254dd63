import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { CodeTokenKind } from './tokenize';

export const panel = style({
  margin: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const dots = style({ display: 'inline-flex', gap: vars.space.xxs, flexShrink: 0 });

export const dot = style({
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
});

export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const blockLabel = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const pre = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  // Wrap rather than scroll: a scrolling region would need its own keyboard stop, and a phone shows it all anyway.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  tabSize: 2,
});

// Each kind reads a semantic text colour, so light and dark each get their own AA-checked value from the theme.
export const token = styleVariants({
  plain: {},
  command: { color: vars.color.brandText, fontWeight: vars.fontWeight.semibold },
  flag: { color: vars.color.infoText },
  string: { color: vars.color.brandText },
  key: { color: vars.color.infoText },
  number: { color: vars.color.warningText },
  literal: { color: vars.color.dangerText },
  punctuation: { color: vars.color.textMuted },
  comment: { color: vars.color.textMuted, fontStyle: 'italic' },
} satisfies Record<CodeTokenKind, object>);
