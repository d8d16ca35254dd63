import { type ComponentPropsWithoutRef, forwardRef, useId, useMemo } from 'react';
import { useControllableValue } from '../../interaction/rovingFocus';
import { TabsContext, type TabsVariant } from './tabsContext';

export interface TabsProps extends Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'dir' | 'onChange'> {
  /** The selected tab (controlled); pair with `onValueChange`, for example to keep it in a URL search parameter. */
  value?: string;
  /** The tab selected first when `value` is not controlled. */
  defaultValue?: string;
  /** Called with the tab the user picks. */
  onValueChange?: (value: string) => void;
  /** `automatic` (default) selects a tab as arrow keys focus it; `manual` waits for Enter or Space. */
  activationMode?: 'automatic' | 'manual';
  /** Which arrow keys move between tabs. */
  orientation?: 'horizontal' | 'vertical';
  /** Reading direction; in `rtl` the left arrow moves to the next tab. */
  dir?: 'ltr' | 'rtl';
  /** `underline` marks the selected tab with a bar; `pills` with a raised chip on a tinted track. */
  variant?: TabsVariant;
}

/**
 * Tabs following the WAI-ARIA tabs pattern: the selected tab is the list's one tab stop, arrow keys (wrapping) and
 * Home/End move between tabs, Tab moves into the panel. Compose it from `TabsList`, `TabsTrigger` and `TabsContent`.
 *
 * Written here rather than on a headless library: it is the only interactive part of several pages, so its code is
 * part of their first load, and the whole pattern is a few hundred bytes.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  {
    value: valueProp,
    defaultValue,
    onValueChange,
    activationMode = 'automatic',
    orientation = 'horizontal',
    dir = 'ltr',
    variant = 'underline',
    ...props
  },
  ref,
) {
  const baseId = useId();
  const [value, select] = useControllableValue(valueProp, defaultValue, onValueChange);
  const context = useMemo(
    () => ({ baseId, value, select, orientation, activationMode, dir, variant }),
    [baseId, value, select, orientation, activationMode, dir, variant],
  );
  return (
    <TabsContext.Provider value={context}>
      <div ref={ref} dir={dir} data-orientation={orientation} {...props} />
    </TabsContext.Provider>
  );
});
Tabs.displayName = 'Tabs';
