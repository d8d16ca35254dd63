import { forwardRef, type ReactNode } from 'react';
import { Badge } from '../Badge';
import { Card, type CardProps } from '../Card';
import * as styles from './MetricCard.css';
import { settlementStatusDisplay } from './settlementStatus';

/** The settlement status card's texts; the English defaults are {@link defaultMetricCardLabels}. */
export interface MetricCardLabels {
  active: string;
  activeDescription: string;
  pending: string;
  pendingDescription: string;
  /** Any other status, including none. */
  inactive: string;
  inactiveDescription: string;
}

/** The English texts of the settlement status card (the spec's words). */
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
  /** The figure as shown, for example '$45,231.89'. Leave out for the settlement status card. */
  value?: string;
  /** Change text under the value, for example '+20.1% from last month'. */
  change?: string;
  /**
   * Makes this the settlement status card: 'active', 'pending' or anything else, shown as the spec's badge and line
   * (Active / All systems operational, Pending / Processing settlement, Inactive / Contact support).
   */
  settlementStatus?: string | null;
  /** Decorative icon in the corner. */
  icon?: ReactNode;
  /** Overrides of the settlement status card's English texts; see `defaultMetricCardLabels`. */
  labels?: Partial<MetricCardLabels>;
}

/** One business metric (revenue, transactions, active customers) or the settlement status. Data comes in props. */
export const MetricCard = forwardRef<HTMLDivElement, MetricCardProps>(function MetricCard(
  { label, value, change, settlementStatus, icon, labels: labelOverrides, ...props },
  ref,
) {
  const status = settlementStatus !== undefined ? settlementStatusDisplay(settlementStatus) : null;
  const labels = { ...defaultMetricCardLabels, ...labelOverrides };
  const state = settlementStatus === 'active' ? 'active' : settlementStatus === 'pending' ? 'pending' : 'inactive';
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
      {status ? (
        <div className={styles.status}>
          <Badge tone={status.tone}>{labels[state]}</Badge>
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
