export type { ArticleCardProps } from './ArticleCard';
export { ArticleCard } from './ArticleCard';
