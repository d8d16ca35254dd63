import type { BadgeTone } from '../../components/Badge';

export const metricStatuses = ['active', 'pending', 'inactive'] as const;
/** The state a status card shows: running, in progress, or stopped (or unknown). */
export type MetricStatus = (typeof metricStatuses)[number];

/** The badge tone of each status: success for running, warning for in progress, neutral otherwise. */
export const metricStatusTones: Record<MetricStatus, BadgeTone> = {
  active: 'success',
  pending: 'warning',
  inactive: 'neutral',
};

/** Reads a free-form status string: 'active' and 'pending' as such, anything else (or none) as 'inactive'. */
export function toMetricStatus(status: string | null | undefined): MetricStatus {
  return status === 'active' || status === 'pending' ? status : 'inactive';
}
