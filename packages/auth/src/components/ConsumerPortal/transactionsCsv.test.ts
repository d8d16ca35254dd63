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

  it('defuses every formula start in text cells and keeps amounts as plain numbers', () => {
    const texts = [
      '=1+1',
      '+SUM(A1:A9)',
      '-2+3',
      '@cmd',
      '\t=1+1',
      '\r=1+1',
      '  =HYPERLINK("https://evil.example")',
      '"=1+1',
      '＝1+1',
      '－1',
    ];
    const csv = transactionsToCsv(
      texts.map((text, index) => ({
        id: String(index),
        transaction_date: '2026-11-20T14:30:00.000Z',
        merchant_name: text,
        description: text,
        transaction_type: index % 2 === 0 ? 'debit' : 'credit',
        amount: 12.5,
      })),
    );
    const rows = csv.trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(texts.length);
    rows.forEach((row, index) => {
      // Each text cell starts with the apostrophe, inside quotes where the value needs them.
      expect(row, texts[index]).toMatch(/^2026-11-20T14:30:00\.000Z,"?'/);
      expect(row.endsWith(index % 2 === 0 ? ',debit,-12.50' : ',credit,12.50'), texts[index]).toBe(true);
    });
    // Ordinary text and negative amounts are left as they are.
    expect(
      transactionsToCsv([
        {
          id: 'x',
          transaction_date: '2026-11-20',
          merchant_name: 'Café 2-go',
          description: 'Refund - partial',
          transaction_type: 'debit',
          amount: 7,
        },
      ]).split('\r\n')[1],
    ).toBe('2026-11-20,Café 2-go,Refund - partial,debit,-7.00');
  });

  it('names the file of the whole history', () => {
    expect(transactionsCsvFileName()).toBe('transactions.csv');
    expect(transactionsCsvFileName('ardena')).toBe('ardena-transactions.csv');
  });
});
