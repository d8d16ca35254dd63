import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { Field, type FieldWrapperProps, fieldControlClassName, splitFieldProps } from '../Field';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithoutRef<'select'>, 'children'>, FieldWrapperProps {
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** A first, empty choice such as 'Select a country'; it cannot be chosen again once left. */
  placeholder?: string;
}

/**
 * A native `<select>` with label, hint and error. Native keeps the platform's accessible picker on mobile
 * and works before JavaScript loads.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { options, placeholder, className, ...rest },
  ref,
) {
  const [field, props] = splitFieldProps(rest);
  const usesPlaceholder = placeholder !== undefined && props.value === undefined && props.defaultValue === undefined;
  return (
    <Field {...field}>
      {(control) => (
        <div className={styles.wrapper}>
          <select
            ref={ref}
            className={clsx(fieldControlClassName, styles.select, className)}
            defaultValue={usesPlaceholder ? '' : undefined}
            {...control}
            {...props}
          >
            {placeholder !== undefined ? (
              <option value="" disabled>
                {placeholder}
              </option>
            ) : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown className={styles.chevron} size={18} aria-hidden="true" />
        </div>
      )}
    </Field>
  );
});
Select.displayName = 'Select';
