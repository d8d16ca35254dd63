export type { FieldControlProps, FieldProps } from './Field';
export { Field, fieldControlClassName } from './Field';
