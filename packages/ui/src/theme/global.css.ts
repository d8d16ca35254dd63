import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // Sticky header: anchors and focused elements must not hide under it (WCAG 2.4.11).
  scrollPaddingTop: `calc(${vars.size.headerHeight} + ${vars.space.md})`,
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.typeScale.body.fontSize,
  lineHeight: vars.typeScale.body.lineHeight,
  letterSpacing: vars.typeScale.body.letterSpacing,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.typeScale.heading.letterSpacing,
  margin: 0,
});

globalStyle('p', { margin: 0 });

globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
