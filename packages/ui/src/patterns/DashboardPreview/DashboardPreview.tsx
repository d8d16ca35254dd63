import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { WindowTitleBar } from '../WindowFrame';
import * as styles from './DashboardPreview.css';

import type { PreviewTone } from './previewTones';

export interface PreviewBalance {
  /** For example 'EUR balance'. */
  label: string;
  /** The formatted amount, for example '€1,284,310.52'. */
  value: string;
  /** A short change note, for example '+4.2% this week'. */
  change?: string;
}

export interface PreviewChart {
  /** The chart's heading, for example 'Settled volume, last 14 days'. */
  label: string;
  /** The plotted values, oldest first; drawn relative to their own minimum and maximum. */
  values: readonly number[];
  /** Labels under the chart, spread evenly, for example the first, middle and last day. */
  ticks?: readonly string[];
}

export interface PreviewTransaction {
  /** Counterparty, for example 'Lindqvist Interiör AB'. */
  name: string;
  /** Method, route or time, for example 'SEPA Instant · 09:42'. */
  detail: string;
  /** The formatted amount, sign included. */
  amount: string;
  /** Status text, for example 'Settled'. */
  status: string;
  /** Colour of the status pill. */
  tone: PreviewTone;
}

export interface DashboardPreviewProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title' | 'children'> {
  /** The picture's text alternative: what the preview shows, in one or two sentences. */
  label: string;
  /** Text in the window's title bar, for example 'Business dashboard'. */
  title: string;
  /** Two or three balance tiles. */
  balances: readonly PreviewBalance[];
  chart: PreviewChart;
  /** Heading of the transaction list, for example 'Recent transactions'. */
  transactionsLabel: string;
  transactions: readonly PreviewTransaction[];
}

const chartWidth = 320;
const chartHeight = 96;

/** The line and the filled area under it, as SVG path data in a chartWidth × chartHeight box. */
function chartPaths(values: readonly number[]): { line: string; area: string } {
  if (values.length < 2) return { line: '', area: '' };
  const min = Math.min(...values);
  const span = Math.max(...values) - min || 1;
  const points = values.map((value, index) => {
    const x = (index / (values.length - 1)) * chartWidth;
    // 8 units of headroom above and below keep the stroke inside the box.
    const y = chartHeight - 8 - ((value - min) / span) * (chartHeight - 16);
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  const line = `M${points.join(' L')}`;
  return { line, area: `${line} L${chartWidth},${chartHeight} L0,${chartHeight} Z` };
}

/**
 * A static picture of a product dashboard: balance tiles, a volume chart and recent transactions in a window frame.
 * It is one image to assistive technology (`role="img"` named by `label`), because its figures are illustrative;
 * visually its text stays HTML at the reading size and the layout reflows down to 320 px. No script, no animation.
 */
export const DashboardPreview = forwardRef<HTMLDivElement, DashboardPreviewProps>(function DashboardPreview(
  { label, title, balances, chart, transactionsLabel, transactions, className, ...props },
  ref,
) {
  const paths = chartPaths(chart.values);
  return (
    <div ref={ref} role="img" aria-label={label} className={clsx(styles.frame, className)} {...props}>
      <WindowTitleBar title={title} surface="surfaceMuted" />
      <div className={styles.body}>
        <div className={styles.balances}>
          {balances.map((balance) => (
            <div key={balance.label} className={styles.tile}>
              <span className={styles.tileLabel}>{balance.label}</span>
              <span className={styles.tileValue}>{balance.value}</span>
              {balance.change ? <span className={styles.tileChange}>{balance.change}</span> : null}
            </div>
          ))}
        </div>
        <div className={styles.chartPanel}>
          <span className={styles.panelLabel}>{chart.label}</span>
          <svg
            className={styles.chart}
            viewBox={`0 0 ${chartWidth} ${chartHeight}`}
            preserveAspectRatio="none"
            focusable="false"
            aria-hidden="true"
          >
            {[0.25, 0.5, 0.75].map((fraction) => (
              <line
                key={fraction}
                className={styles.gridLine}
                x1={0}
                x2={chartWidth}
                y1={chartHeight * fraction}
                y2={chartHeight * fraction}
              />
            ))}
            <path className={styles.area} d={paths.area} />
            <path className={styles.line} d={paths.line} />
          </svg>
          {chart.ticks?.length ? (
            <span className={styles.ticks}>
              {chart.ticks.map((tick) => (
                <span key={tick}>{tick}</span>
              ))}
            </span>
          ) : null}
        </div>
        <div className={styles.transactions}>
          <span className={styles.panelLabel}>{transactionsLabel}</span>
          {transactions.map((transaction) => (
            <div key={`${transaction.name}-${transaction.detail}`} className={styles.row}>
              <span className={styles.party}>
                <span className={styles.name}>{transaction.name}</span>
                <span className={styles.detail}>{transaction.detail}</span>
              </span>
              <span className={styles.amountCell}>
                <span className={styles.amount}>{transaction.amount}</span>
                <span className={styles.status[transaction.tone]}>{transaction.status}</span>
              </span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
});
DashboardPreview.displayName = 'DashboardPreview';
