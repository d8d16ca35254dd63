// Form controls: each has a visible label, an optional hint and an inline error tied to the control.
export * from './Checkbox';
export * from './Field';
export * from './FormErrorSummary';
export * from './PasswordField';
export * from './RadioGroup';
export * from './Select';
export * from './TextField';
