import { clsx } from 'clsx';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<ComponentPropsWithoutRef<typeof SwitchPrimitive.Root>, 'children'> {
  /** Visible label; it names the switch (`role="switch"`) and toggles it on click. */
  label: ReactNode;
  /** Supporting text under the label, read as the switch's description. */
  description?: ReactNode;
  /** Extra content after the label on the same line, such as a 'Required' badge. */
  labelAdornment?: ReactNode;
}

/**
 * An on/off switch with its label (Radix Switch). Space toggles it. A switch that is `disabled` and `checked`
 * shows a setting that cannot be turned off, such as essential cookies.
 */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { label, description, labelAdornment, id, className, ...props },
  ref,
) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const descriptionId = `${switchId}-description`;
  return (
    <div className={clsx(styles.field, className)}>
      <div className={styles.text}>
        <span>
          <label htmlFor={switchId} className={styles.label}>
            {label}
          </label>
          {labelAdornment ? <> {labelAdornment}</> : null}
        </span>
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </div>
      <SwitchPrimitive.Root
        ref={ref}
        id={switchId}
        aria-describedby={description ? descriptionId : undefined}
        className={styles.root}
        {...props}
      >
        <SwitchPrimitive.Thumb className={styles.thumb} />
      </SwitchPrimitive.Root>
    </div>
  );
});
Switch.displayName = 'Switch';
