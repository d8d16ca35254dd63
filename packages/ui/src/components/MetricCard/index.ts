export type { MetricCardLabels, MetricCardProps } from './MetricCard';
export { defaultMetricCardLabels, MetricCard } from './MetricCard';
export type { SettlementStatusDisplay } from './settlementStatus';
export { settlementStatusDisplay } from './settlementStatus';
