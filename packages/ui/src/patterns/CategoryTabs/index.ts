export type { Category, CategoryTabsProps } from './CategoryTabs';
export { CategoryTabs } from './CategoryTabs';
