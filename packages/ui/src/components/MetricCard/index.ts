export type { MetricCardProps } from './MetricCard';
export { MetricCard } from './MetricCard';
export type { SettlementStatusDisplay } from './settlementStatus';
export { settlementStatusDisplay } from './settlementStatus';
