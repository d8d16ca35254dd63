// Barrel: one line per component folder. Owned by one team member; see src/index.ts.
export * from './ConsentBanner';
export * from './ConsentPreferencesDialog';
