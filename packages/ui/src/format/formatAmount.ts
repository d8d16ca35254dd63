/** Direction of money movement on an account, as stored on a transaction (spec section 3). */
export const transactionTypes = ['credit', 'debit'] as const;
export type TransactionType = (typeof transactionTypes)[number];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * Formats a transaction amount in US dollars, en-US (spec section 9): the sign comes from the transaction type,
 * not from the stored number, so a debit stored as a positive or negative value both show as `-$12.50`.
 */
export function formatAmount(amount: number, type: TransactionType): string {
  const sign = type === 'credit' ? '+' : '-';
  return `${sign}${usd.format(Math.abs(amount))}`;
}
