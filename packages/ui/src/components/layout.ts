// Barrel: one line per component folder. Owned by one team member; see src/index.ts.
export * from './BackLink';
export * from './Container';
export * from './Grid';
export * from './PageHero';
export * from './Section';
export * from './SiteFooter';
export * from './SiteHeader';
export * from './SkipLink';
export * from './Stack';
export * from './ThemeSwitch';
