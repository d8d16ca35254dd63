export type { ColorMode, ColorModeState, ResolvedColorMode } from './colorMode';
export {
  applyColorMode,
  colorModeScript,
  colorModeStorageKey,
  colorModes,
  resolveColorMode,
  useColorMode,
} from './colorMode';
export { vars } from './contract.css';
export { themeClassNames } from './themeClassNames';
export type { Breakpoint } from './tokens';
export { breakpoints, media, revealDelaysMs, toastDurationMs, typingIntervalMs } from './tokens';
