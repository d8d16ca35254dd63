export type { TransactionType } from './formatAmount';
export { formatAmount, transactionTypes } from './formatAmount';
export { formatPostedAgo } from './formatPostedAgo';
export { formatTransactionDate } from './formatTransactionDate';
