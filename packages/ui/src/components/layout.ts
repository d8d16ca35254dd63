// Page structure: widths, spacing, sections, entrance motion, skip link and the colour-mode control.
export * from './BackLink';
export * from './Container';
export * from './Grid';
export * from './PageHero';
export * from './Reveal';
export * from './Section';
export * from './SkipLink';
export * from './Stack';
export * from './ThemeSwitch';
