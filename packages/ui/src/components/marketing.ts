// Barrel: one line per component folder. Owned by one team member; see src/index.ts.
export * from './AudienceCard';
export * from './CtaBanner';
export * from './FeatureCard';
export * from './FeatureGrid';
export * from './Reveal';
export * from './StatClaim';
export * from './StepList';
export * from './TypingHeadline';
