export type { MetricCardLabels, MetricCardProps } from './MetricCard';
export { defaultMetricCardLabels, MetricCard } from './MetricCard';
export type { MetricStatus } from './metricStatus';
export { metricStatuses, metricStatusTones, toMetricStatus } from './metricStatus';
