export type { CompanyInfoCardProps } from './CompanyInfoCard';
export { CompanyInfoCard } from './CompanyInfoCard';
