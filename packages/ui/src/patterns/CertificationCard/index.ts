export type { CertificationCardProps } from './CertificationCard';
export { CertificationCard } from './CertificationCard';
