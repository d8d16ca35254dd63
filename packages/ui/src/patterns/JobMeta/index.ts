export type { JobMetaLabels, JobMetaProps } from './JobMeta';
export { defaultJobMetaLabels, JobMeta } from './JobMeta';
