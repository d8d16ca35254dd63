import { style } from '@vanilla-extract/css';

/** Off-screen but still in the accessibility tree; `focusable` variants reappear when focused. */
export const visuallyHidden = style({
  boxSizing: 'border-box',
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
