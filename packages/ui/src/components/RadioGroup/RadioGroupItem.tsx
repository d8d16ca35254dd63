import { type ComponentPropsWithoutRef, forwardRef, type KeyboardEvent, type MouseEvent } from 'react';
import { RadioItemContext, useRadioGroupContext } from './radioGroupContext';

export interface RadioGroupItemProps extends Omit<ComponentPropsWithoutRef<'button'>, 'value'> {
  /** The value the group takes when this option is checked. */
  value: string;
}

/**
 * One option of a `RadioGroupRoot`: a button with the radio role. Name it with a `<label htmlFor>` or
 * `aria-label`; style the checked state with `[data-state="checked"]`.
 */
export const RadioGroupItem = forwardRef<HTMLButtonElement, RadioGroupItemProps>(function RadioGroupItem(
  { value, disabled: disabledProp, onClick, onKeyDown, ...props },
  ref,
) {
  const group = useRadioGroupContext('RadioGroupItem');
  const checked = group.value === value;
  const disabled = group.disabled || disabledProp;
  // One tab stop: the checked option, or every option while none is checked so the group can still be reached.
  const tabbable = checked || group.value === undefined || group.value === '';

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    onClick?.(event);
    if (!event.defaultPrevented && !checked) group.select(value);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    onKeyDown?.(event);
    // Enter does not check a radio button (WAI-ARIA radio group); it may submit the form instead.
    if (event.key === 'Enter') event.preventDefault();
  }

  return (
    <RadioItemContext.Provider value={checked}>
      {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA radio pattern on a button, so an option can hold any content (an icon, a card) and style every state without the markup a native radio needs. */}
      <button
        ref={ref}
        type="button"
        role="radio"
        aria-checked={checked}
        data-state={checked ? 'checked' : 'unchecked'}
        tabIndex={tabbable ? 0 : -1}
        disabled={disabled}
        onClick={handleClick}
        onKeyDown={handleKeyDown}
        {...props}
      />
    </RadioItemContext.Provider>
  );
});
RadioGroupItem.displayName = 'RadioGroupItem';
