import type { Transaction } from '@ardena/ui/patterns';
import type { TransactionRow } from '../../data/accountApi';

/** The data API's transaction rows as the table's neutral rows (who the payment was with, its direction). */
export function tableTransactions(rows: readonly TransactionRow[]): Transaction[] {
  return rows.map((row) => ({
    id: row.id,
    date: row.transaction_date,
    counterparty: row.merchant_name,
    description: row.description,
    direction: row.transaction_type,
    amount: row.amount,
    currency: row.currency,
  }));
}
