// `@ardena/ui/theme`: the theme pieces that hold no React, importable from a server component or a plain script.
export type { ColorMode, ResolvedColorMode } from './colorModeScript';
export { colorModeScript, colorModeStorageKey, colorModes } from './colorModeScript';
export { vars } from './contract.css';
export { themeClassNames } from './themeClassNames';
export type { Breakpoint } from './tokens';
export { breakpoints, media, revealDelaysMs, toastDurationMs, typingIntervalMs } from './tokens';
