import type { ComponentPropsWithoutRef } from 'react';
import * as styles from './AuthForm.css';

export interface AuthFormFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'id'> {
  /** The input's id; the error summary links to it. */
  id: string;
  label: string;
  /** Inline error, tied to the input by `aria-describedby`. */
  error?: string;
  /** Marks the label '(optional)'. */
  optional?: boolean;
}

/** One labelled input of the auth form, with its inline error. */
export function AuthFormField({ id, label, error, optional = false, ...inputProps }: AuthFormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optional ? <span className={styles.optional}> (optional)</span> : null}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className={styles.errorText}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
