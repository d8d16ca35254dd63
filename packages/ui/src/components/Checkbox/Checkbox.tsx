import { clsx } from 'clsx';
import { Check, CircleAlert, Minus } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import { defaultFieldLabels } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<typeof CheckboxPrimitive.Root>, 'children'> {
  /** Visible label; it names the checkbox and toggles it on click. */
  label: ReactNode;
  /** Supporting text, read as part of the description. */
  description?: ReactNode;
  /** Inline error, for example for a required agreement. */
  error?: ReactNode;
  /** Read before an error message, for screen readers. Default 'Error:' (`defaultFieldLabels.errorPrefix`). */
  errorPrefix?: string;
}

/** A checkbox with its label (Radix Checkbox; also submits with native forms when given a `name`). */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { label, description, error, errorPrefix = defaultFieldLabels.errorPrefix, id, className, checked, ...props },
  ref,
) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  const descriptionId = `${boxId}-description`;
  const errorId = `${boxId}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={clsx(styles.field, error ? fieldStyles.fieldInvalid : null, className)}>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          <CircleAlert size={16} aria-hidden="true" />
          <VisuallyHidden>{errorPrefix}</VisuallyHidden> {error}
        </p>
      ) : null}
      <div className={styles.row}>
        <CheckboxPrimitive.Root
          ref={ref}
          id={boxId}
          checked={checked}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          className={styles.box}
          {...props}
        >
          <CheckboxPrimitive.Indicator>
            {checked === 'indeterminate' ? (
              <Minus size={16} strokeWidth={3} aria-hidden="true" />
            ) : (
              <Check size={16} strokeWidth={3} aria-hidden="true" />
            )}
          </CheckboxPrimitive.Indicator>
        </CheckboxPrimitive.Root>
        <span className={styles.text}>
          <label htmlFor={boxId} className={styles.label}>
            {label}
          </label>
          {description ? (
            <span id={descriptionId} className={styles.description}>
              {description}
            </span>
          ) : null}
        </span>
      </div>
    </div>
  );
});
Checkbox.displayName = 'Checkbox';
