import { clsx } from 'clsx';
import { AlertCircle, ArrowDownLeft, ArrowUpRight, ChevronLeft, ChevronRight, Receipt } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { formatAmount, formatTransactionDate, type TransactionType } from '../../format';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden, visuallyHiddenClassName } from '../VisuallyHidden';
import { pageCount, pageRange } from './pagination';
import * as styles from './TransactionTable.css';

/** A consumer transaction as read from the data API (spec section 3). */
export interface Transaction {
  id: string;
  /** ISO timestamp. */
  transaction_date: string;
  merchant_name: string;
  /** Shown as 'N/A' when empty. */
  description: string | null;
  transaction_type: TransactionType;
  amount: number;
  /** ISO 4217 code, when the data source gives one. */
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
  /** The rows, newest first as the data API returns them. */
  transactions: readonly Transaction[];
  /** `loading` shows placeholder rows, `error` the failure message, `ready` the rows or the empty state. */
  status?: TransactionTableStatus;
  /** The table's caption (its accessible name). */
  caption?: string;
  /**
   * Keeps the caption for assistive technology only, for a table under a visible heading of the same text (so the
   * title shows once).
   */
  hideCaption?: boolean;
  /** Error text; the spec's 'Failed to load transactions' by default. */
  errorMessage?: string;
  /** Offers a retry button in the error state. */
  onRetry?: () => void;
  /** Empty-state heading; the spec's 'No Transactions Yet' by default. */
  emptyTitle?: string;
  /** Empty-state sentence; by default the product's "When you make or receive a payment, it will appear here." */
  emptyDescription?: ReactNode;
  /** Extra content in the empty state, for example the 'Transaction missing? Contact Us' link. */
  emptyAction?: ReactNode;
  /** Shows page controls under the table. */
  pagination?: TransactionPagination;
  /** Time zone for dates; the reader's own by default. Stories and tests pin it. */
  timeZone?: string;
}

const columns = ['Date', 'Merchant', 'Description', 'Type', 'Amount'] as const;

function typeLabel(type: TransactionType): string {
  return type === 'credit' ? 'Credit' : 'Debit';
}

/**
 * The consumer's transaction history. Dates en-US with year, short month, day, hour and minute; amounts in USD with
 * '+' for credits and '-' for debits; 'N/A' for an empty description. Credit and debit are told apart by sign, word
 * and icon, never by colour alone. Below the `md` breakpoint each row becomes a card.
 */
export const TransactionTable = forwardRef<HTMLDivElement, TransactionTableProps>(function TransactionTable(
  {
    transactions,
    status = 'ready',
    caption = 'Transaction History',
    hideCaption = false,
    errorMessage = 'Failed to load transactions',
    onRetry,
    emptyTitle = 'No Transactions Yet',
    emptyDescription = 'When you make or receive a payment, it will appear here.',
    emptyAction,
    pagination,
    timeZone,
    className,
    ...props
  },
  ref,
) {
  if (status === 'error') {
    return (
      <div ref={ref} className={clsx(styles.root, className)} {...props}>
        <div role="alert" className={styles.error}>
          <span className={styles.errorText}>
            <AlertCircle size="1.1em" aria-hidden="true" />
            {errorMessage}
          </span>
          {onRetry ? (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </div>
      </div>
    );
  }

  if (status === 'ready' && transactions.length === 0) {
    return (
      <div ref={ref} className={clsx(styles.root, className)} {...props}>
        <EmptyState title={emptyTitle} description={emptyDescription} icon={<Receipt />}>
          {emptyAction}
        </EmptyState>
      </div>
    );
  }

  const loading = status === 'loading';
  return (
    <div ref={ref} className={clsx(styles.root, className)} {...props}>
      <table className={styles.table} aria-busy={loading || undefined}>
        <caption className={hideCaption ? visuallyHiddenClassName : styles.caption}>{caption}</caption>
        <thead className={styles.head}>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={clsx(styles.headerCell, column === 'Amount' && styles.numeric)}>
                {column}
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
                  {columns.map((column) => (
                    <td key={column} className={styles.cell} data-label={column}>
                      <Skeleton shape="text" width={column === 'Description' ? '9rem' : '5rem'} />
                    </td>
                  ))}
                </tr>
              ))
            : transactions.map((transaction) => {
                const type = transaction.transaction_type;
                const description = transaction.description?.trim() ? transaction.description : 'N/A';
                return (
                  <tr key={transaction.id} className={styles.row} data-type={type}>
                    <td className={styles.cell} data-label="Date">
                      <time dateTime={transaction.transaction_date}>
                        {formatTransactionDate(transaction.transaction_date, timeZone)}
                      </time>
                    </td>
                    <td className={clsx(styles.cell, styles.merchant)} data-label="Merchant">
                      {transaction.merchant_name}
                    </td>
                    <td className={clsx(styles.cell, description === 'N/A' && styles.muted)} data-label="Description">
                      {description}
                    </td>
                    <td className={styles.cell} data-label="Type">
                      <span className={styles.type}>
                        {type === 'credit' ? (
                          <ArrowDownLeft size="1em" aria-hidden="true" />
                        ) : (
                          <ArrowUpRight size="1em" aria-hidden="true" />
                        )}
                        {typeLabel(type)}
                      </span>
                    </td>
                    <td className={clsx(styles.cell, styles.numeric)} data-label="Amount">
                      <span className={styles.amount} data-type={type}>
                        {formatAmount(transaction.amount, type)}
                      </span>
                    </td>
                  </tr>
                );
              })}
        </tbody>
      </table>
      {loading ? <VisuallyHidden role="status">Loading transactions</VisuallyHidden> : null}
      {pagination && !loading ? <Pagination {...pagination} /> : null}
    </div>
  );
});
TransactionTable.displayName = 'TransactionTable';

function Pagination({ page, pageSize, total, onPageChange }: TransactionPagination) {
  const pages = pageCount(total, pageSize);
  const [first, last] = pageRange(page, pageSize, total);
  return (
    <nav aria-label="Transaction pages" className={styles.pagination}>
      <p aria-live="polite">
        Showing {first}–{last} of {total}
      </p>
      <div className={styles.pageButtons}>
        <Button
          variant="secondary"
          size="sm"
          startIcon={<ChevronLeft size="1em" />}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          Previous
        </Button>
        <span>
          Page {page} of {pages}
        </span>
        <Button
          variant="secondary"
          size="sm"
          endIcon={<ChevronRight size="1em" />}
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
