import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { idFragment } from '../../interaction/rovingFocus';
import * as styles from './Tabs.css';
import { panelId, tabId, useTabsContext } from './tabsContext';

export interface TabsContentProps extends ComponentPropsWithoutRef<'div'> {
  /** The `value` of the tab that shows this panel. */
  value: string;
  /** Keeps the children mounted (hidden) while another tab is selected, for example to keep a form's state. */
  forceMount?: boolean;
}

/** The panel shown for the tab with the same `value`; a hidden panel renders no children unless `forceMount`. */
export const TabsContent = forwardRef<HTMLDivElement, TabsContentProps>(function TabsContent(
  { value, forceMount = false, className, children, ...props },
  ref,
) {
  const context = useTabsContext('TabsContent');
  const selected = context.value === value;
  return (
    <div
      ref={ref}
      role="tabpanel"
      id={panelId(context.baseId, value, idFragment)}
      aria-labelledby={tabId(context.baseId, value, idFragment)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation={context.orientation}
      hidden={!selected}
      // The panel is the next tab stop after the list, so a keyboard user reaches content without any in it.
      tabIndex={selected ? 0 : undefined}
      className={clsx(styles.content({ variant: context.variant }), className)}
      {...props}
    >
      {selected || forceMount ? children : null}
    </div>
  );
});
TabsContent.displayName = 'TabsContent';
