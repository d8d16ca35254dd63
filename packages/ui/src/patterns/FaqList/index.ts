export type { FaqItem, FaqListProps } from './FaqList';
export { FaqList } from './FaqList';
