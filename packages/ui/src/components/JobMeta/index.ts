export type { JobMetaProps } from './JobMeta';
export { JobMeta } from './JobMeta';
