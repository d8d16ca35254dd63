/** The table's columns, in order. */
export const transactionColumns = ['date', 'merchant', 'description', 'type', 'amount'] as const;
export type TransactionColumn = (typeof transactionColumns)[number];

/** Every text `TransactionTable` shows; the English defaults are {@link defaultTransactionTableLabels}. */
export interface TransactionTableLabels {
  /** The table's caption (its accessible name). */
  caption: string;
  /** Column headers; each also labels its cells in the stacked small-screen layout. */
  columns: Record<TransactionColumn, string>;
  credit: string;
  debit: string;
  /** Shown for an empty description. */
  noDescription: string;
  /** Announced while loading. */
  loading: string;
  error: string;
  retry: string;
  emptyTitle: string;
  emptyDescription: string;
  /** The accessible name of the page controls. */
  pagination: string;
  /** `{first}`, `{last}` and `{total}` are filled in. */
  showing: string;
  /** `{page}` and `{pages}` are filled in. */
  page: string;
  previous: string;
  next: string;
}

/** The English texts of `TransactionTable`. */
export const defaultTransactionTableLabels: TransactionTableLabels = {
  caption: 'Transaction History',
  columns: { date: 'Date', merchant: 'Merchant', description: 'Description', type: 'Type', amount: 'Amount' },
  credit: 'Credit',
  debit: 'Debit',
  noDescription: 'N/A',
  loading: 'Loading transactions',
  error: 'Failed to load transactions',
  retry: 'Try again',
  emptyTitle: 'No Transactions Yet',
  emptyDescription: 'When you make or receive a payment, it will appear here.',
  pagination: 'Transaction pages',
  showing: 'Showing {first}–{last} of {total}',
  page: 'Page {page} of {pages}',
  previous: 'Previous',
  next: 'Next',
};

/** Overrides for some of the texts; `columns` may be partial too. */
export type TransactionTableLabelOverrides = Partial<Omit<TransactionTableLabels, 'columns'>> & {
  columns?: Partial<TransactionTableLabels['columns']>;
};

export function resolveTransactionTableLabels(overrides?: TransactionTableLabelOverrides): TransactionTableLabels {
  if (!overrides) return defaultTransactionTableLabels;
  return {
    ...defaultTransactionTableLabels,
    ...overrides,
    columns: { ...defaultTransactionTableLabels.columns, ...overrides.columns },
  };
}
