// Build-only entry (not published as JavaScript): both component entries, so `dist/styles.css` holds every
// component's styles exactly once.
export * from './index';
export * from './patterns';
