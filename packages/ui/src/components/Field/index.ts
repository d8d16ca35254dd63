export type { FieldControlProps, FieldLabels, FieldProps, FieldWrapperProps } from './Field';
export { defaultFieldLabels, Field, fieldControlClassName, splitFieldProps } from './Field';
