export type { MoneyFormatOptions, TransactionType } from './formatAmount';
export { formatAmount, formatCount, formatMoney, transactionTypes } from './formatAmount';
export { formatPostedAgo, formatTimeAgo } from './formatPostedAgo';
export type { DateFormatOptions } from './formatTransactionDate';
export { formatTransactionDate } from './formatTransactionDate';
