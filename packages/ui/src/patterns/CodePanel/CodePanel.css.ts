import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { windowFrame } from '../WindowFrame';
import type { CodeTokenKind } from './tokenize';

export const panel = style([windowFrame, { margin: 0, backgroundColor: vars.color.surfaceMuted }]);

export const block = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const blockLabel = style({
  boxSizing: 'border-box',
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const pre = style({
  boxSizing: 'border-box',
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
