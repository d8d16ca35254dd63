export type { AudienceCardProps } from './AudienceCard';
export { AudienceCard } from './AudienceCard';
