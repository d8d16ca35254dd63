import { clsx } from 'clsx';
import { CircleAlert } from 'lucide-react';
import { forwardRef, type ReactNode, useId } from 'react';
import { defaultFieldLabels } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './RadioGroup.css';
import { RadioGroupIndicator } from './RadioGroupIndicator';
import { RadioGroupItem } from './RadioGroupItem';
import { RadioGroupRoot, type RadioGroupRootProps } from './RadioGroupRoot';

export const radioGroupVariants = ['list', 'cards'] as const;
export type RadioGroupVariant = (typeof radioGroupVariants)[number];

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** Supporting text under the option's label. */
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<RadioGroupRootProps, 'children' | 'orientation'> {
  /** The question the group answers; it names the radio group. */
  label: ReactNode;
  options: readonly RadioOption[];
  /** Help text, read as part of the group's description. */
  hint?: ReactNode;
  /** Inline error; marks the group invalid and joins its description. */
  error?: ReactNode;
  /** Read before an error message, for screen readers. Default 'Error:' (`defaultFieldLabels.errorPrefix`). */
  errorPrefix?: string;
  /** `cards` shows each option as a bordered tile (for example the account type). */
  variant?: RadioGroupVariant;
  orientation?: 'vertical' | 'horizontal';
}

/**
 * One choice out of a few, as a labelled radio group (`RadioGroupRoot`): Tab enters the group at the selected
 * option and arrow keys change the choice. Controlled with `value`/`onValueChange` or uncontrolled with `defaultValue`.
 */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  {
    label,
    options,
    hint,
    error,
    errorPrefix = defaultFieldLabels.errorPrefix,
    variant = 'list',
    orientation = 'vertical',
    id,
    className,
    ...props
  },
  ref,
) {
  const generatedId = useId();
  const groupId = id ?? generatedId;
  const labelId = `${groupId}-label`;
  const hintId = `${groupId}-hint`;
  const errorId = `${groupId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx(fieldStyles.field, error ? fieldStyles.fieldInvalid : null, className)}>
      <span id={labelId} className={styles.legend}>
        {label}
      </span>
      {hint ? (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          <CircleAlert size={16} aria-hidden="true" />
          <VisuallyHidden>{errorPrefix}</VisuallyHidden> {error}
        </p>
      ) : null}
      <RadioGroupRoot
        ref={ref}
        id={groupId}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        orientation={orientation}
        className={styles.options({ orientation })}
        {...props}
      >
        {options.map((option, index) => {
          const itemId = `${groupId}-option-${index}`;
          const descriptionId = option.description ? `${itemId}-description` : undefined;
          return (
            <div key={option.value} className={styles.option({ variant })}>
              <RadioGroupItem
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={descriptionId}
                className={styles.item}
              >
                <RadioGroupIndicator className={styles.indicator} />
              </RadioGroupItem>
              <span className={styles.optionText}>
                <label htmlFor={itemId} className={styles.optionLabel}>
                  {option.label}
                </label>
                {option.description ? (
                  <span id={descriptionId} className={styles.optionDescription}>
                    {option.description}
                  </span>
                ) : null}
              </span>
            </div>
          );
        })}
      </RadioGroupRoot>
    </div>
  );
});
RadioGroup.displayName = 'RadioGroup';
