export type { JobCardProps } from './JobCard';
export { JobCard } from './JobCard';
