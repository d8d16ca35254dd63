import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef, type KeyboardEvent } from 'react';
import { rovingTarget } from '../../interaction/rovingFocus';
import * as styles from './Tabs.css';
import { useTabsContext } from './tabsContext';

export interface TabsListProps extends ComponentPropsWithoutRef<'div'> {
  /** Arrow keys wrap from the last tab to the first and back (default). */
  loop?: boolean;
}

/** The row of tabs. Give it an `aria-label` when no visible heading names the tab set. */
export const TabsList = forwardRef<HTMLDivElement, TabsListProps>(function TabsList(
  { loop = true, className, onKeyDown, ...props },
  ref,
) {
  const { orientation, activationMode, dir, variant, value, select } = useTabsContext('TabsList');

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const next = rovingTarget(event, tabs, { orientation, loop, dir });
    if (!next) return;
    event.preventDefault();
    next.focus();
    // Automatic activation: the tab focus lands on is selected, without a synthetic click (a key is not a click, and
    // a page's click listeners must not see one).
    const nextValue = next.dataset.value;
    if (activationMode === 'automatic' && nextValue !== undefined && nextValue !== value) select(nextValue);
  }

  return (
    <div
      ref={ref}
      role="tablist"
      aria-orientation={orientation}
      className={clsx(styles.list({ variant }), className)}
      onKeyDown={handleKeyDown}
      {...props}
    />
  );
});
TabsList.displayName = 'TabsList';
