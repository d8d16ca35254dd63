import type { Transaction } from './TransactionTable';

/** Transactions shaped like the data API's rows, newest first, for stories and tests. */
export const sampleTransactions: readonly Transaction[] = [
  {
    id: 't-1',
    transaction_date: '2024-12-15T14:30:00Z',
    merchant_name: 'Nordic Coffee Roasters',
    description: 'Subscription renewal',
    transaction_type: 'debit',
    amount: 24.5,
  },
  {
    id: 't-2',
    transaction_date: '2024-12-14T09:05:00Z',
    merchant_name: 'Acme Payroll',
    description: 'Salary December',
    transaction_type: 'credit',
    amount: 3250,
  },
  {
    id: 't-3',
    transaction_date: '2024-12-12T18:45:00Z',
    merchant_name: 'Berlin Transit',
    description: '',
    transaction_type: 'debit',
    amount: -7.8,
  },
  {
    id: 't-4',
    transaction_date: '2024-12-10T11:20:00Z',
    merchant_name: 'Marketplace Refund',
    description: null,
    transaction_type: 'credit',
    amount: 129.99,
  },
];
