export type { SkeletonProps, SkeletonShape } from './Skeleton';
export { Skeleton, skeletonShapes } from './Skeleton';
