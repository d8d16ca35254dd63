import { clsx } from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef, useState } from 'react';
import { Button } from '../Button';
import { Field, type FieldWrapperProps, fieldControlClassName, splitFieldProps } from '../Field';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './PasswordField.css';

/** Every text `PasswordField` adds to its field; the English defaults are {@link defaultPasswordFieldLabels}. */
export interface PasswordFieldLabels {
  /** The toggle's visible text while the password is hidden. */
  show: string;
  /** The toggle's visible text while the password is shown. */
  hide: string;
  /** The toggle's accessible name while the password is hidden. */
  showPassword: string;
  /** The toggle's accessible name while the password is shown. */
  hidePassword: string;
  /** Announced when the password becomes visible. */
  nowVisible: string;
  /** Announced when the password is hidden again. */
  nowHidden: string;
}

/** The English texts of `PasswordField`. */
export const defaultPasswordFieldLabels: PasswordFieldLabels = {
  show: 'Show',
  hide: 'Hide',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  nowVisible: 'Your password is visible',
  nowHidden: 'Your password is hidden',
};

export interface PasswordFieldProps
  extends Omit<ComponentPropsWithoutRef<'input'>, 'children' | 'type'>,
    FieldWrapperProps {
  /** Overrides of the English texts; see `defaultPasswordFieldLabels`. */
  labels?: Partial<PasswordFieldLabels>;
  /** The toggle's visible text while hidden; kept for compatibility, `labels.show` is the same. */
  showLabel?: string;
  /** The toggle's visible text while shown; kept for compatibility, `labels.hide` is the same. */
  hideLabel?: string;
}

/**
 * A password input with a Show/Hide button. The toggle names what it does ('Show password') and a polite
 * status tells screen reader users when the password becomes visible or hidden again.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { className, labels: labelOverrides, showLabel, hideLabel, ...rest },
  ref,
) {
  const labels = { ...defaultPasswordFieldLabels, ...labelOverrides };
  const show = showLabel ?? labels.show;
  const hide = hideLabel ?? labels.hide;
  // An older `showLabel`/`hideLabel` without their accessible names keeps its former '<label> password' name.
  const showPassword = labelOverrides?.showPassword ?? (showLabel ? `${showLabel} password` : labels.showPassword);
  const hidePassword = labelOverrides?.hidePassword ?? (hideLabel ? `${hideLabel} password` : labels.hidePassword);
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
              aria-label={visible ? hidePassword : showPassword}
              startIcon={visible ? <EyeOff size={18} /> : <Eye size={18} />}
              onClick={() => {
                setVisible((current) => !current);
                setToggled(true);
              }}
              disabled={props.disabled}
            >
              {visible ? hide : show}
            </Button>
          </div>
          <VisuallyHidden aria-live="polite">
            {toggled ? (visible ? labels.nowVisible : labels.nowHidden) : ''}
          </VisuallyHidden>
        </>
      )}
    </Field>
  );
});
PasswordField.displayName = 'PasswordField';
