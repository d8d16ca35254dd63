// Server-safe colour-mode pieces (no React): the choices, the storage key and the pre-paint script.
import { themeClassNames } from './themeClassNames';

/** The user's theme choice: a fixed mode, or follow the operating system. */
export const colorModes = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof colorModes)[number];
export type ResolvedColorMode = Exclude<ColorMode, 'system'>;

/** localStorage key holding the choice. */
export const colorModeStorageKey = 'ardena-color-mode';

export const darkQuery = '(prefers-color-scheme: dark)';

/**
 * A tiny inline script for `<head>`, run before first paint so the page never flashes the wrong theme.
 * It reads the stored choice, resolves `system` through the media query and puts the theme class on `<html>`; it
 * then follows the OS preference live, so a page shows a light/dark switch of the system at once, whether or not
 * (or before) any React island with a `ThemeSwitch` has hydrated. A fixed choice is re-read on each change and wins.
 * Sites with a Content-Security-Policy allow it by hash (`sha256` of this exact string), not `'unsafe-inline'`.
 */
export const colorModeScript = `(function(){var q=window.matchMedia(${JSON.stringify(darkQuery)});function a(){var m;try{m=localStorage.getItem(${JSON.stringify(
  colorModeStorageKey,
)})}catch(e){}var d=m==='dark'||(m!=='light'&&q.matches);var c=document.documentElement.classList;c.remove(${JSON.stringify(
  themeClassNames.light,
)},${JSON.stringify(themeClassNames.dark)});c.add(d?${JSON.stringify(themeClassNames.dark)}:${JSON.stringify(
  themeClassNames.light,
)})}a();if(q.addEventListener)q.addEventListener('change',a)})();`;
