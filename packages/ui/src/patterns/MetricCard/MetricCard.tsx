import { forwardRef, type ReactNode } from 'react';
import { Badge } from '../../components/Badge';
import { Card, type CardProps } from '../../components/Card';
import * as styles from './MetricCard.css';
import { type MetricStatus, metricStatusTones } from './metricStatus';

/** The status card's texts; the English defaults are {@link defaultMetricCardLabels}. */
export interface MetricCardLabels {
  active: string;
  activeDescription: string;
  pending: string;
  pendingDescription: string;
  /** Any other status, including none. */
  inactive: string;
  inactiveDescription: string;
}

/** The English texts of the status card. */
export const defaultMetricCardLabels: MetricCardLabels = {
  active: 'Active',
  activeDescription: 'All systems operational',
  pending: 'Pending',
  pendingDescription: 'Processing settlement',
  inactive: 'Inactive',
  inactiveDescription: 'Contact support',
};

export interface MetricCardProps extends Omit<CardProps, 'title' | 'children'> {
  /** What is measured, for example 'Total Revenue'. */
  label: string;
  /** The figure as shown, for example '$45,231.89'. Leave out for a status card. */
  value?: string;
  /** Change text under the value, for example '+20.1% from last month'. */
  change?: string;
  /**
   * Makes this a status card: a badge and a line for 'active' (Active / All systems operational), 'pending'
   * (Pending / Processing settlement) or 'inactive' (Inactive / Contact support) instead of a value.
   */
  status?: MetricStatus;
  /** Decorative icon in the corner. */
  icon?: ReactNode;
  /** Overrides of the status card's English texts; see `defaultMetricCardLabels`. */
  labels?: Partial<MetricCardLabels>;
}

/** One business figure (revenue, transactions, active customers) with its change, or a status. Data comes in props. */
export const MetricCard = forwardRef<HTMLDivElement, MetricCardProps>(function MetricCard(
  { label, value, change, status: state, icon, labels: labelOverrides, ...props },
  ref,
) {
  const labels = { ...defaultMetricCardLabels, ...labelOverrides };
  return (
    <Card ref={ref} padding="md" {...props}>
      <div className={styles.top}>
        <h3 className={styles.label}>{label}</h3>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
      </div>
      {state ? (
        <div className={styles.status}>
          <Badge tone={metricStatusTones[state]}>{labels[state]}</Badge>
          <p className={styles.change}>{labels[`${state}Description`]}</p>
        </div>
      ) : (
        <div>
          <p className={styles.value}>{value}</p>
          {change ? <p className={styles.change}>{change}</p> : null}
        </div>
      )}
    </Card>
  );
});
MetricCard.displayName = 'MetricCard';
