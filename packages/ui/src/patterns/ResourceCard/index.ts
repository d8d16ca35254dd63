export type { ResourceCardProps } from './ResourceCard';
export { ResourceCard } from './ResourceCard';
