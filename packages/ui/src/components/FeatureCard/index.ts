export type { FeatureCardProps } from './FeatureCard';
export { FeatureCard } from './FeatureCard';
export type { LinkComponent } from './linkComponent';
