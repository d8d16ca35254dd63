export type { FeatureCardProps } from './FeatureCard';
export { FeatureCard } from './FeatureCard';
