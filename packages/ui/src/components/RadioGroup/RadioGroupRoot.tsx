import { type ComponentPropsWithoutRef, forwardRef, type KeyboardEvent, useMemo } from 'react';
import { rovingTarget, useControllableValue } from '../../interaction/rovingFocus';
import { RadioGroupContext } from './radioGroupContext';

export interface RadioGroupRootProps
  extends Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'dir' | 'onChange'> {
  /** The checked option (controlled); pair with `onValueChange`. */
  value?: string;
  /** The option checked first when `value` is not controlled. */
  defaultValue?: string;
  /** Called with the option the user checks. */
  onValueChange?: (value: string) => void;
  /** Submits the checked value under this name with the surrounding form (also before hydration). */
  name?: string;
  /** Announces that an option must be chosen (`aria-required`); the form's own validation checks it. */
  required?: boolean;
  /** Disables every option. */
  disabled?: boolean;
  /** Announced as the group's orientation; arrow keys in either axis move the choice, as in a native radio group. */
  orientation?: 'horizontal' | 'vertical';
  /** Arrow keys wrap from the last option to the first and back (default). */
  loop?: boolean;
  /** Reading direction; in `rtl` the left arrow moves to the next option. */
  dir?: 'ltr' | 'rtl';
}

/**
 * A WAI-ARIA radio group of `RadioGroupItem`s: Tab enters at the checked option, arrow keys move focus and the
 * choice together (wrapping, skipping disabled options), Space checks the focused option.
 *
 * Written here rather than on a headless library: the theme switch in every page header is one, so this code is
 * part of every first load.
 */
export const RadioGroupRoot = forwardRef<HTMLDivElement, RadioGroupRootProps>(function RadioGroupRoot(
  {
    value: valueProp,
    defaultValue,
    onValueChange,
    name,
    required = false,
    disabled = false,
    orientation,
    loop = true,
    dir = 'ltr',
    onKeyDown,
    children,
    ...props
  },
  ref,
) {
  const [value, select] = useControllableValue(valueProp, defaultValue, onValueChange);
  const context = useMemo(() => ({ value, select, disabled }), [value, select, disabled]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const items = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]:not(:disabled)')];
    const next = rovingTarget(event, items, { orientation: 'both', loop, dir });
    if (!next) return;
    event.preventDefault();
    next.focus();
    // Moving to an option checks it, as in a native radio group.
    if (next.getAttribute('aria-checked') !== 'true') next.click();
  }

  return (
    <RadioGroupContext.Provider value={context}>
      <div
        ref={ref}
        role="radiogroup"
        aria-orientation={orientation}
        aria-required={required || undefined}
        aria-disabled={disabled || undefined}
        dir={dir}
        onKeyDown={handleKeyDown}
        {...props}
      >
        {children}
        {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
      </div>
    </RadioGroupContext.Provider>
  );
});
RadioGroupRoot.displayName = 'RadioGroupRoot';
