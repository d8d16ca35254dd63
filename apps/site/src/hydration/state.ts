/**
 * Whether a hydrating render is on the stack: the first client render of the prerendered document, or the later
 * render of one of its deferred sections (see ./progressive.tsx). A module without imports, because the browser
 * build's `react` module (../preactReact.ts) reads it and ./progressive.tsx imports `react`.
 */
export const hydrationState = { rendering: false };
