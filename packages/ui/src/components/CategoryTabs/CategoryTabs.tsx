import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef, type KeyboardEvent, type ReactNode, useId } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './CategoryTabs.css';

export interface Category {
  /** Stable value, kept in the URL by the app (for example 'case-studies'). */
  value: string;
  /** Visible name, for example 'Case Studies'. */
  label: string;
  /** Number of items in the category, shown next to the name. */
  count?: number;
}

export interface CategoryTabsProps extends Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'dir'> {
  /** The categories, in order. */
  categories: readonly Category[];
  /** The selected category. Controlled, so the app can keep it in a search parameter. */
  value: string;
  /** Called with the category the reader picks. */
  onValueChange: (value: string) => void;
  /** Names the tab list for assistive technology. */
  label?: string;
  /** Content of the selected category's panel (a grid of cards, or an empty state). */
  children: ReactNode;
}

/** The tab a key moves to from tab `index` of `count` (WAI-ARIA tabs pattern, horizontal, wrapping), if any. */
function targetIndex(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * Tabs that filter a list by category (Articles, Case Studies, Technical Guide on /insights), following the WAI-ARIA
 * tabs pattern with automatic activation: the selected tab is the list's one tab stop, Left/Right arrows (wrapping),
 * Home and End move focus and select, Tab moves into the panel. Only the selected panel's content is rendered.
 *
 * Written here rather than on a headless tabs library: it is all a category filter needs, and it is the only
 * interactive part of the page that hydrates it, so its code is part of that page's first load.
 */
export const CategoryTabs = forwardRef<HTMLDivElement, CategoryTabsProps>(function CategoryTabs(
  { categories, value, onValueChange, label = 'Categories', className, children, ...props },
  ref,
) {
  const baseId = useId();
  const tabId = (index: number) => `${baseId}tab-${index}`;
  const panelId = (index: number) => `${baseId}panel-${index}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    // From the focused tab, not the selected one: the parent may have kept the selection where it was.
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    if (index === -1) return;
    const next = targetIndex(event.key, index, tabs.length);
    const category = next === undefined ? undefined : categories[next];
    if (next === undefined || !category) return;
    event.preventDefault();
    tabs[next]?.focus();
    if (category.value !== value) onValueChange(category.value);
  }

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...props}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={styles.list}
        onKeyDown={onKeyDown}
      >
        {categories.map((category, index) => {
          const selected = category.value === value;
          return (
            <button
              key={category.value}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={selected}
              aria-controls={panelId(index)}
              tabIndex={selected ? 0 : -1}
              className={styles.trigger}
              onClick={() => {
                if (!selected) onValueChange(category.value);
              }}
            >
              {category.label}
              {category.count !== undefined ? (
                <span className={styles.count}>
                  <VisuallyHidden>, </VisuallyHidden>
                  {category.count}
                  <VisuallyHidden>{category.count === 1 ? ' item' : ' items'}</VisuallyHidden>
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {categories.map((category, index) => {
        const selected = category.value === value;
        return (
          <div
            key={category.value}
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            hidden={!selected}
            tabIndex={selected ? 0 : undefined}
            className={styles.panel}
          >
            {selected ? children : null}
          </div>
        );
      })}
    </div>
  );
});
CategoryTabs.displayName = 'CategoryTabs';
