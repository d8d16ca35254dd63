export type { FeatureGridColumns, FeatureGridProps } from './FeatureGrid';
export { FeatureGrid, featureGridColumns } from './FeatureGrid';
