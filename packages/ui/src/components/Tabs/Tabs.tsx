import { clsx } from 'clsx';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as styles from './Tabs.css';

/**
 * Tabs (Radix): arrow keys move between tabs, Home/End jump to the ends. Control it with `value` and
 * `onValueChange` to keep the selected tab in a URL search parameter.
 */
export const Tabs = TabsPrimitive.Root;

export interface TabsListProps extends ComponentPropsWithoutRef<typeof TabsPrimitive.List> {}

/** The row of tabs. Give it an `aria-label` when no visible heading names the tab set. */
export const TabsList = forwardRef<HTMLDivElement, TabsListProps>(function TabsList({ className, ...props }, ref) {
  return <TabsPrimitive.List ref={ref} className={clsx(styles.list, className)} {...props} />;
});
TabsList.displayName = 'TabsList';

export interface TabsTriggerProps extends ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger> {}

/** One tab; its `value` matches a `TabsContent`. */
export const TabsTrigger = forwardRef<HTMLButtonElement, TabsTriggerProps>(function TabsTrigger(
  { className, ...props },
  ref,
) {
  return <TabsPrimitive.Trigger ref={ref} className={clsx(styles.trigger, className)} {...props} />;
});
TabsTrigger.displayName = 'TabsTrigger';

export interface TabsContentProps extends ComponentPropsWithoutRef<typeof TabsPrimitive.Content> {}

/** The panel shown for the tab with the same `value`. */
export const TabsContent = forwardRef<HTMLDivElement, TabsContentProps>(function TabsContent(
  { className, ...props },
  ref,
) {
  return <TabsPrimitive.Content ref={ref} className={clsx(styles.content, className)} {...props} />;
});
TabsContent.displayName = 'TabsContent';
