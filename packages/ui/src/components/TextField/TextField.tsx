import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { Field, fieldControlClassName } from '../Field';

export interface TextFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'children'> {
  /** Visible label; it names the input. */
  label: ReactNode;
  /** Help text, read as part of the input's description. */
  hint?: ReactNode;
  /** Inline error, for example 'Passwords do not match'; sets `aria-invalid` and joins the description. */
  error?: ReactNode;
  /** Adds '(optional)' to the label. */
  optional?: boolean;
  /** Class of the wrapper (the input takes `className`). */
  fieldClassName?: string;
}

/** A labelled text input with hint and inline error. All other props go to the `<input>`. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    optional,
    id,
    className,
    fieldClassName,
    type = 'text',
    'aria-describedby': describedBy,
    ...props
  },
  ref,
) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      id={id}
      describedBy={describedBy}
      className={fieldClassName}
    >
      {(control) => (
        <input ref={ref} type={type} className={clsx(fieldControlClassName, className)} {...control} {...props} />
      )}
    </Field>
  );
});
TextField.displayName = 'TextField';
