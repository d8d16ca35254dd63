import type { Transaction } from './TransactionTable';

/** Sample transactions, newest first, for stories and tests. */
export const sampleTransactions: readonly Transaction[] = [
  {
    id: 't-1',
    date: '2024-12-15T14:30:00Z',
    counterparty: 'Nordic Coffee Roasters',
    description: 'Subscription renewal',
    direction: 'debit',
    amount: 24.5,
  },
  {
    id: 't-2',
    date: '2024-12-14T09:05:00Z',
    counterparty: 'Acme Payroll',
    description: 'Salary December',
    direction: 'credit',
    amount: 3250,
  },
  {
    id: 't-3',
    date: '2024-12-12T18:45:00Z',
    counterparty: 'Berlin Transit',
    description: '',
    direction: 'debit',
    amount: -7.8,
  },
  {
    id: 't-4',
    date: '2024-12-10T11:20:00Z',
    counterparty: 'Marketplace Refund',
    description: null,
    direction: 'credit',
    amount: 129.99,
  },
];
