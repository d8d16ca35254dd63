import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef, type MouseEvent } from 'react';
import { idFragment } from '../../interaction/rovingFocus';
import * as styles from './Tabs.css';
import { panelId, tabId, useTabsContext } from './tabsContext';

export interface TabsTriggerProps extends Omit<ComponentPropsWithoutRef<'button'>, 'value'> {
  /** Matches the `value` of the `TabsContent` this tab shows. */
  value: string;
}

/** One tab; its `value` matches a `TabsContent`. */
export const TabsTrigger = forwardRef<HTMLButtonElement, TabsTriggerProps>(function TabsTrigger(
  { value, disabled, className, onClick, ...props },
  ref,
) {
  const context = useTabsContext('TabsTrigger');
  const selected = context.value === value;
  // One tab stop: the selected tab, or every tab while none is selected so the list can still be reached.
  const tabbable = selected || context.value === undefined;

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    onClick?.(event);
    if (!event.defaultPrevented && !selected) context.select(value);
  }

  return (
    <button
      ref={ref}
      type="button"
      role="tab"
      id={tabId(context.baseId, value, idFragment)}
      aria-selected={selected}
      aria-controls={panelId(context.baseId, value, idFragment)}
      data-state={selected ? 'active' : 'inactive'}
      data-value={value}
      data-orientation={context.orientation}
      tabIndex={tabbable ? 0 : -1}
      disabled={disabled}
      className={clsx(styles.trigger({ variant: context.variant }), className)}
      onClick={handleClick}
      {...props}
    />
  );
});
TabsTrigger.displayName = 'TabsTrigger';
