import { clsx } from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useState } from 'react';
import { Button } from '../Button';
import { Field, fieldControlClassName } from '../Field';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'children' | 'type'> {
  /** Visible label; it names the input. */
  label: ReactNode;
  /** Help text, read as part of the input's description. */
  hint?: ReactNode;
  /** Inline error; sets `aria-invalid` and joins the description. */
  error?: ReactNode;
  /** Adds '(optional)' to the label. */
  optional?: boolean;
  /** Class of the wrapper (the input takes `className`). */
  fieldClassName?: string;
  /** Texts of the toggle, for translation. */
  showLabel?: string;
  hideLabel?: string;
}

/**
 * A password input with a Show/Hide button. The toggle names what it does ('Show password') and a polite
 * status tells screen reader users when the password becomes visible or hidden again.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  {
    label,
    hint,
    error,
    optional,
    id,
    className,
    fieldClassName,
    showLabel = 'Show',
    hideLabel = 'Hide',
    'aria-describedby': describedBy,
    ...props
  },
  ref,
) {
  const [visible, setVisible] = useState(false);
  const [toggled, setToggled] = useState(false);
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
        <>
          <div className={styles.wrapper}>
            <input
              ref={ref}
              type={visible ? 'text' : 'password'}
              // Autocapitalise and spellcheck would alter or leak a visible password.
              autoCapitalize="none"
              spellCheck={false}
              className={clsx(fieldControlClassName, styles.input, className)}
              {...control}
              {...props}
            />
            <Button
              variant="secondary"
              className={styles.toggle}
              aria-controls={control.id}
              aria-label={`${visible ? hideLabel : showLabel} password`}
              startIcon={visible ? <EyeOff size={18} /> : <Eye size={18} />}
              onClick={() => {
                setVisible((current) => !current);
                setToggled(true);
              }}
              disabled={props.disabled}
            >
              {visible ? hideLabel : showLabel}
            </Button>
          </div>
          <VisuallyHidden aria-live="polite">
            {toggled ? (visible ? 'Your password is visible' : 'Your password is hidden') : ''}
          </VisuallyHidden>
        </>
      )}
    </Field>
  );
});
PasswordField.displayName = 'PasswordField';
