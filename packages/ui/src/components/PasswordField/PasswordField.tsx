import { clsx } from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef, useState } from 'react';
import { Button } from '../Button';
import { Field, type FieldWrapperProps, fieldControlClassName, splitFieldProps } from '../Field';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps
  extends Omit<ComponentPropsWithoutRef<'input'>, 'children' | 'type'>,
    FieldWrapperProps {
  /** Texts of the toggle, for translation. */
  showLabel?: string;
  hideLabel?: string;
}

/**
 * A password input with a Show/Hide button. The toggle names what it does ('Show password') and a polite
 * status tells screen reader users when the password becomes visible or hidden again.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { className, showLabel = 'Show', hideLabel = 'Hide', ...rest },
  ref,
) {
  const [field, props] = splitFieldProps(rest);
  const [visible, setVisible] = useState(false);
  const [toggled, setToggled] = useState(false);
  return (
    <Field {...field}>
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
