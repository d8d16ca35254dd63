export { pageCount, pageRange } from './pagination';
export type {
  Transaction,
  TransactionPagination,
  TransactionTableProps,
  TransactionTableStatus,
} from './TransactionTable';
export { TransactionTable, transactionTableStatuses } from './TransactionTable';
export type {
  TransactionColumn,
  TransactionTableLabelOverrides,
  TransactionTableLabels,
} from './transactionTableLabels';
export { defaultTransactionTableLabels, transactionColumns } from './transactionTableLabels';
