import { clsx } from 'clsx';
import { Tabs } from 'radix-ui';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
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

/**
 * Tabs that filter a list by category (Articles, Case Studies, Technical Guide on /insights). Keyboard: arrow keys
 * move between tabs and select them, Tab moves into the panel. Only the selected panel's content is rendered.
 */
export const CategoryTabs = forwardRef<HTMLDivElement, CategoryTabsProps>(function CategoryTabs(
  { categories, value, onValueChange, label = 'Categories', className, children, ...props },
  ref,
) {
  return (
    <Tabs.Root
      ref={ref}
      value={value}
      onValueChange={onValueChange}
      activationMode="automatic"
      className={clsx(styles.root, className)}
      {...props}
    >
      <Tabs.List aria-label={label} className={styles.list}>
        {categories.map((category) => (
          <Tabs.Trigger key={category.value} value={category.value} className={styles.trigger}>
            {category.label}
            {category.count !== undefined ? (
              <span className={styles.count}>
                <VisuallyHidden>, </VisuallyHidden>
                {category.count}
                <VisuallyHidden>{category.count === 1 ? ' item' : ' items'}</VisuallyHidden>
              </span>
            ) : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {categories.map((category) => (
        <Tabs.Content key={category.value} value={category.value} className={styles.panel}>
          {category.value === value ? children : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
});
CategoryTabs.displayName = 'CategoryTabs';
