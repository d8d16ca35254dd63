import { clsx } from 'clsx';
import { AlertCircle, ArrowDownLeft, ArrowUpRight, ChevronLeft, ChevronRight, Receipt } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { VisuallyHidden, visuallyHiddenClassName } from '../../components/VisuallyHidden';
import { formatAmount, formatCount, formatTransactionDate, type TransactionType } from '../../format';
import { fillLabel } from '../../locale/fillLabel';
import { useLocale } from '../../locale/LocaleProvider';
import { pageCount, pageRange } from './pagination';
import * as styles from './TransactionTable.css';
import {
  resolveTransactionTableLabels,
  type TransactionTableLabelOverrides,
  type TransactionTableLabels,
  transactionColumns,
} from './transactionTableLabels';

/** One row of the table: a payment into (`credit`) or out of (`debit`) an account, with whom it was made. */
export interface Transaction {
  id: string;
  /** ISO timestamp. */
  date: string;
  counterparty: string;
  /** Shown as 'N/A' when empty. */
  description: string | null;
  direction: TransactionType;
  amount: number;
  /** ISO 4217 code; the amount is shown in it. Without one, the table's `currency` (or the `LocaleProvider`'s). */
  currency?: string;
}

// The data states of the table (each has a story). A line comment, not JSDoc: react-docgen-typescript 2.4 takes a
// documented `as const` export for the component and loses its props.
export const transactionTableStatuses = ['loading', 'error', 'ready'] as const;
export type TransactionTableStatus = (typeof transactionTableStatuses)[number];

export interface TransactionPagination {
  /** Current page, 1-based. */
  page: number;
  pageSize: number;
  /** Total number of transactions across all pages. */
  total: number;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
}

export interface TransactionTableProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The rows, in the order shown (newest first, usually). */
  transactions: readonly Transaction[];
  /** `loading` shows placeholder rows, `error` the failure message, `ready` the rows or the empty state. */
  status?: TransactionTableStatus;
  /** Overrides of the English texts, for example German ones; see `defaultTransactionTableLabels`. */
  labels?: TransactionTableLabelOverrides;
  /** The table's caption (its accessible name); wins over `labels.caption`. */
  caption?: string;
  /**
   * Keeps the caption for assistive technology only, for a table under a visible heading of the same text (so the
   * title shows once).
   */
  hideCaption?: boolean;
  /** Error text; wins over `labels.error`. */
  errorMessage?: string;
  /** Offers a retry button in the error state. */
  onRetry?: () => void;
  /** Empty-state heading; wins over `labels.emptyTitle`. */
  emptyTitle?: string;
  /** Empty-state sentence; wins over `labels.emptyDescription` ("When you make or receive a payment, it will appear here."). */
  emptyDescription?: ReactNode;
  /** Extra content in the empty state, for example the 'Transaction missing? Contact Us' link. */
  emptyAction?: ReactNode;
  /** Shows page controls under the table. */
  pagination?: TransactionPagination;
  /** Locale of dates and amounts; the `LocaleProvider`'s (`en-US` without one) by default. */
  locale?: string;
  /** Time zone of dates; the `LocaleProvider`'s (`UTC` without one) by default, never the reader's own. */
  timeZone?: string;
  /** Currency of rows that carry none; the `LocaleProvider`'s (`USD` without one) by default. */
  currency?: string;
}

function typeLabel(type: TransactionType, labels: TransactionTableLabels): string {
  return type === 'credit' ? labels.credit : labels.debit;
}

/**
 * The consumer's transaction history. Dates with year, short month, day, hour and minute and amounts in each row's
 * currency, both through `Intl` in the locale and time zone of the `LocaleProvider` (or the props); '+' for credits
 * and '-' for debits; 'N/A' for an empty description. Credit and debit are told apart by sign, word and icon, never
 * by colour alone. Below the `md` breakpoint each row becomes a card. Every text comes from `labels`.
 */
export const TransactionTable = forwardRef<HTMLDivElement, TransactionTableProps>(function TransactionTable(
  {
    transactions,
    status = 'ready',
    labels: labelOverrides,
    caption,
    hideCaption = false,
    errorMessage,
    onRetry,
    emptyTitle,
    emptyDescription,
    emptyAction,
    pagination,
    locale: localeProp,
    timeZone: timeZoneProp,
    currency: currencyProp,
    className,
    ...props
  },
  ref,
) {
  const { locale, timeZone, currency } = useLocale({
    locale: localeProp,
    timeZone: timeZoneProp,
    currency: currencyProp,
  });
  const labels = resolveTransactionTableLabels(labelOverrides);

  if (status === 'error') {
    return (
      <div ref={ref} className={clsx(styles.root, className)} {...props}>
        <div role="alert" className={styles.error}>
          <span className={styles.errorText}>
            <AlertCircle size="1.1em" aria-hidden="true" />
            {errorMessage ?? labels.error}
          </span>
          {onRetry ? (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {labels.retry}
            </Button>
          ) : null}
        </div>
      </div>
    );
  }

  if (status === 'ready' && transactions.length === 0) {
    return (
      <div ref={ref} className={clsx(styles.root, className)} {...props}>
        <EmptyState
          title={emptyTitle ?? labels.emptyTitle}
          description={emptyDescription ?? labels.emptyDescription}
          icon={<Receipt />}
        >
          {emptyAction}
        </EmptyState>
      </div>
    );
  }

  const loading = status === 'loading';
  return (
    <div ref={ref} className={clsx(styles.root, className)} {...props}>
      <table className={styles.table} aria-busy={loading || undefined}>
        <caption className={hideCaption ? visuallyHiddenClassName : styles.caption}>
          {caption ?? labels.caption}
        </caption>
        <thead className={styles.head}>
          <tr>
            {transactionColumns.map((column) => (
              <th key={column} scope="col" className={clsx(styles.headerCell, column === 'amount' && styles.numeric)}>
                {labels.columns[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: 5 }, (_, index) => (
                // Placeholder rows have no identity of their own.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={index} className={styles.row}>
                  {transactionColumns.map((column) => (
                    <td key={column} className={clsx(styles.cell, styles.cellArea[column])}>
                      <Skeleton shape="text" width={column === 'description' ? '9rem' : '5rem'} />
                    </td>
                  ))}
                </tr>
              ))
            : transactions.map((transaction) => {
                const type = transaction.direction;
                const hasDescription = Boolean(transaction.description?.trim());
                return (
                  <tr key={transaction.id} className={styles.row} data-type={type}>
                    <td className={clsx(styles.cell, styles.cellArea.date)}>
                      <time dateTime={transaction.date}>
                        {formatTransactionDate(transaction.date, { locale, timeZone })}
                      </time>
                    </td>
                    <td className={clsx(styles.cell, styles.cellArea.merchant, styles.merchant)}>
                      {transaction.counterparty}
                    </td>
                    <td className={clsx(styles.cell, styles.cellArea.description, !hasDescription && styles.muted)}>
                      {hasDescription ? transaction.description : labels.noDescription}
                    </td>
                    <td className={clsx(styles.cell, styles.cellArea.type)}>
                      <span className={styles.type}>
                        {type === 'credit' ? (
                          <ArrowDownLeft size="1em" aria-hidden="true" />
                        ) : (
                          <ArrowUpRight size="1em" aria-hidden="true" />
                        )}
                        {typeLabel(type, labels)}
                      </span>
                    </td>
                    <td className={clsx(styles.cell, styles.cellArea.amount, styles.numeric)}>
                      <span className={styles.amount} data-type={type}>
                        {formatAmount(transaction.amount, type, {
                          locale,
                          currency: transaction.currency || currency,
                        })}
                      </span>
                    </td>
                  </tr>
                );
              })}
        </tbody>
      </table>
      {loading ? <VisuallyHidden role="status">{labels.loading}</VisuallyHidden> : null}
      {pagination && !loading ? <Pagination {...pagination} labels={labels} locale={locale} /> : null}
    </div>
  );
});
TransactionTable.displayName = 'TransactionTable';

interface PaginationProps extends TransactionPagination {
  labels: TransactionTableLabels;
  locale: string;
}

function Pagination({ page, pageSize, total, onPageChange, labels, locale }: PaginationProps) {
  const pages = pageCount(total, pageSize);
  const [first, last] = pageRange(page, pageSize, total);
  const count = (value: number) => formatCount(value, locale);
  return (
    <nav aria-label={labels.pagination} className={styles.pagination}>
      <p aria-live="polite">
        {fillLabel(labels.showing, { first: count(first), last: count(last), total: count(total) })}
      </p>
      <div className={styles.pageButtons}>
        <Button
          variant="secondary"
          size="sm"
          startIcon={<ChevronLeft size="1em" />}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          {labels.previous}
        </Button>
        <span>{fillLabel(labels.page, { page: count(page), pages: count(pages) })}</span>
        <Button
          variant="secondary"
          size="sm"
          endIcon={<ChevronRight size="1em" />}
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          {labels.next}
        </Button>
      </div>
    </nav>
  );
}
