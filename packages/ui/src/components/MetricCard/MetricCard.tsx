import { forwardRef, type ReactNode } from 'react';
import { Badge } from '../Badge';
import { Card, type CardProps } from '../Card';
import * as styles from './MetricCard.css';
import { settlementStatusDisplay } from './settlementStatus';

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
}

/** One business metric (revenue, transactions, active customers) or the settlement status. Data comes in props. */
export const MetricCard = forwardRef<HTMLDivElement, MetricCardProps>(function MetricCard(
  { label, value, change, settlementStatus, icon, ...props },
  ref,
) {
  const status = settlementStatus !== undefined ? settlementStatusDisplay(settlementStatus) : null;
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
          <Badge tone={status.tone}>{status.label}</Badge>
          <p className={styles.change}>{status.description}</p>
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
