import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { Field, type FieldWrapperProps, fieldControlClassName, splitFieldProps } from '../Field';

export interface TextFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'children'>, FieldWrapperProps {}

/** A labelled text input with hint and inline error. All other props go to the `<input>`. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { className, type = 'text', ...rest },
  ref,
) {
  const [field, props] = splitFieldProps(rest);
  return (
    <Field {...field}>
      {(control) => (
        <input ref={ref} type={type} className={clsx(fieldControlClassName, className)} {...control} {...props} />
      )}
    </Field>
  );
});
TextField.displayName = 'TextField';
