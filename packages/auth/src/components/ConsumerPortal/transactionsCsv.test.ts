import { describe, expect, it } from 'vitest';
import { transactionsCsvFileName, transactionsToCsv } from './transactionsCsv';

describe('transactionsToCsv', () => {
  it('writes a header and one signed row per transaction, quoting where needed', () => {
    const csv = transactionsToCsv([
      {
        id: '1',
        transaction_date: '2026-11-20T14:30:00.000Z',
        merchant_name: 'Coffee, "Tea" & Co',
        description: null,
        transaction_type: 'debit',
        amount: 4.5,
      },
      {
        id: '2',
        transaction_date: '2026-11-19T09:00:00.000Z',
        merchant_name: '=HYPERLINK("x")',
        description: 'Salary',
        transaction_type: 'credit',
        amount: 3250,
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Date,Merchant,Description,Type,Amount',
      '2026-11-20T14:30:00.000Z,"Coffee, ""Tea"" & Co",,debit,-4.50',
      `2026-11-19T09:00:00.000Z,"'=HYPERLINK(""x"")",Salary,credit,3250.00`,
      '',
    ]);
  });

  it('names the file of the whole history', () => {
    expect(transactionsCsvFileName()).toBe('transactions.csv');
    expect(transactionsCsvFileName('ardena')).toBe('ardena-transactions.csv');
  });
});
