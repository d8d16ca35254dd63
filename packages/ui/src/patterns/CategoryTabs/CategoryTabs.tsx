import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/Tabs';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import * as styles from './CategoryTabs.css';

export interface Category {
  /** Stable value, kept in the URL by the app (for example 'case-studies'). */
  value: string;
  /** Visible name, for example 'Case Studies'. */
  label: string;
  /** Number of items in the category, shown next to the name. */
  count?: number;
}

export interface CategoryTabsProps extends Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'dir' | 'children'> {
  /** The categories, in order. */
  categories: readonly Category[];
  /** The selected category. Controlled, so the app can keep it in a search parameter. */
  value: string;
  /** Called with the category the reader picks. */
  onValueChange: (value: string) => void;
  /** Names the tab list for assistive technology. */
  label?: string;
  /**
   * Content of the selected category's panel (a grid of cards, or an empty state), or, as a function, each category's
   * own content, rendered into that category's panel.
   */
  children: ReactNode | ((category: Category) => ReactNode);
  /**
   * Keeps every panel's content mounted (hidden) while another category is selected: content drawn once and then only
   * shown or hidden, such as markup rendered on the server, or state that must survive a switch.
   */
  forceMount?: boolean;
}

/**
 * Tabs that filter a list by category (Articles, Case Studies, Technical Guide), with the number of items in each:
 * `Tabs` in its `pills` variant, so keyboard use is the tabs pattern's (one tab stop, wrapping arrows, Home and End,
 * automatic activation). Only the selected category's panel renders its content, unless `forceMount`.
 */
export const CategoryTabs = forwardRef<HTMLDivElement, CategoryTabsProps>(function CategoryTabs(
  { categories, value, onValueChange, label = 'Categories', forceMount = false, className, children, ...props },
  ref,
) {
  return (
    <Tabs
      ref={ref}
      variant="pills"
      value={value}
      onValueChange={onValueChange}
      className={clsx(styles.root, className)}
      {...props}
    >
      <TabsList aria-label={label}>
        {categories.map((category) => (
          <TabsTrigger key={category.value} value={category.value}>
            {category.label}
            {category.count !== undefined ? (
              <span className={styles.count}>
                <VisuallyHidden>, </VisuallyHidden>
                {category.count}
                <VisuallyHidden>{category.count === 1 ? ' item' : ' items'}</VisuallyHidden>
              </span>
            ) : null}
          </TabsTrigger>
        ))}
      </TabsList>
      {categories.map((category) => (
        <TabsContent key={category.value} value={category.value} forceMount={forceMount}>
          {typeof children === 'function' ? children(category) : children}
        </TabsContent>
      ))}
    </Tabs>
  );
});
CategoryTabs.displayName = 'CategoryTabs';
