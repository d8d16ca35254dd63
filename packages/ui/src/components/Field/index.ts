export type { FieldControlProps, FieldProps, FieldWrapperProps } from './Field';
export { Field, fieldControlClassName, splitFieldProps } from './Field';
