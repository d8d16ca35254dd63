import { clsx } from 'clsx';
import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Field.css';

/** Props a `Field` hands to its control so the label, hint and error are wired to it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/** The texts `Field` adds around the control; the English defaults are {@link defaultFieldLabels}. */
export interface FieldLabels {
  /** After the label of an optional field. */
  optional: string;
  /** Read before an error message, for screen readers. */
  errorPrefix: string;
}

/** The English texts of `Field`. */
export const defaultFieldLabels: FieldLabels = { optional: '(optional)', errorPrefix: 'Error:' };

export interface FieldProps {
  /** Visible label; it names the control. */
  label: ReactNode;
  /** Help text under the label, read as part of the control's description. */
  hint?: ReactNode;
  /** Error message. When set, the control is `aria-invalid` and the message is in its description. */
  error?: ReactNode;
  /** Adds '(optional)' after the label. Mark the optional fields, not the required ones. */
  optional?: boolean;
  /** Id of the control; generated when unset. Pass one to link to the field from a `FormErrorSummary`. */
  id?: string;
  /** Descriptions from the consumer, kept after the hint and error. */
  describedBy?: string;
  className?: string;
  /** Overrides of the English texts; see `defaultFieldLabels`. */
  labels?: Partial<FieldLabels>;
  /** Renders the control with the wiring props. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, hint and inline error around any form control, wired with `htmlFor`, `aria-describedby` and
 * `aria-invalid`. `TextField`, `PasswordField` and `Select` are built on it; use it directly for custom controls.
 */
export function Field({
  label,
  hint,
  error,
  optional = false,
  id,
  describedBy,
  className,
  labels: labelOverrides,
  children,
}: FieldProps) {
  const labels = labelOverrides ? { ...defaultFieldLabels, ...labelOverrides } : defaultFieldLabels;
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedByIds = [hint ? hintId : null, error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  return (
    <div className={clsx(styles.field, error ? styles.fieldInvalid : null, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {optional ? (
          <>
            {' '}
            <span className={styles.optional}>{labels.optional}</span>
          </>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <CircleAlert size={16} aria-hidden="true" />
          <VisuallyHidden>{labels.errorPrefix}</VisuallyHidden> {error}
        </p>
      ) : null}
      {children({
        id: controlId,
        'aria-describedby': describedByIds || undefined,
        'aria-invalid': error ? true : undefined,
      })}
    </div>
  );
}

/** What every field component (`TextField`, `PasswordField`, `Select`) takes on top of its control's props. */
export interface FieldWrapperProps {
  /** Visible label; it names the control. */
  label: ReactNode;
  /** Help text, read as part of the control's description. */
  hint?: ReactNode;
  /** Inline error, for example 'Passwords do not match'; sets `aria-invalid` and joins the description. */
  error?: ReactNode;
  /** Adds '(optional)' to the label. */
  optional?: boolean;
  /** Class of the wrapper (the control takes `className`). */
  fieldClassName?: string;
  /** Overrides of the field's English texts ('(optional)', 'Error:'); see `defaultFieldLabels`. */
  fieldLabels?: Partial<FieldLabels>;
}

/**
 * Splits a field component's props into what `Field` needs (label, hint, error, optional, id, the consumer's
 * `aria-describedby`, the wrapper class) and the rest, which belongs to the control.
 */
export function splitFieldProps<Rest extends object>(
  props: FieldWrapperProps & { id?: string; 'aria-describedby'?: string } & Rest,
): [Omit<FieldProps, 'children'>, Omit<Rest, keyof FieldWrapperProps | 'id' | 'aria-describedby'>] {
  const {
    label,
    hint,
    error,
    optional,
    id,
    fieldClassName,
    fieldLabels,
    'aria-describedby': describedBy,
    ...control
  } = props;
  return [{ label, hint, error, optional, id, describedBy, className: fieldClassName, labels: fieldLabels }, control];
}

/** The shared input/select class, for custom controls that should look like the built-in ones. */
export const fieldControlClassName = styles.control;
