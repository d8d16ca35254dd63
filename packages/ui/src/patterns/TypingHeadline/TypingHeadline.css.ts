import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const headline = style({
  boxSizing: 'border-box',
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.typeScale.display.fontWeight,
  lineHeight: vars.typeScale.display.lineHeight,
  letterSpacing: vars.typeScale.display.letterSpacing,
  color: vars.color.text,
  '@media': { [media.md]: { fontSize: vars.typeScale.display.fontSize } },
});

/** Keeps the whole text in the accessibility tree while the visible copy types out. */
export const accessibleText = style({
  boxSizing: 'border-box',
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The untyped rest keeps its place in the layout, so the heading never changes size while typing. */
export const untyped = style({ boxSizing: 'border-box', visibility: 'hidden' });

const blink = keyframes({ '50%': { opacity: 0 } });

/**
 * Out of flow at its static position, right after the typed text: an inline-block caret would take width and add a
 * line-break opportunity inside the word being typed, so the heading re-wrapped (and the page below shifted) as the
 * caret moved. Absolutely positioned, it draws in the same place but leaves the line breaking of the full text alone.
 */
export const caret = style({
  boxSizing: 'border-box',
  position: 'absolute',
  display: 'inline-block',
  width: '0.08em',
  height: '1em',
  marginInlineStart: '0.05em',
  verticalAlign: '-0.1em',
  backgroundColor: vars.color.brand,
  animation: `${blink} 1s steps(1) infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
