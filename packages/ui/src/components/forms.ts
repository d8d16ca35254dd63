// Barrel: one line per component folder. Owned by one team member; see src/index.ts.
export * from './Checkbox';
export * from './Field';
export * from './FormErrorSummary';
export * from './PasswordField';
export * from './RadioGroup';
export * from './Select';
export * from './TextField';
