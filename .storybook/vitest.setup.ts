// Storybook's Vitest plugin applies the project annotations (preview, a11y) itself since Storybook 10.3.
// Motion off in test runs: stories must be deterministic for play functions, axe and screenshots.
const style = document.createElement('style');
style.textContent =
  '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important; }';
document.head.appendChild(style);
