import type { Transaction } from '@ardena/ui';

const header = ['Date', 'Merchant', 'Description', 'Type', 'Amount'];

/** Quotes a CSV cell when needed and defuses spreadsheet formulas (a cell starting with = + - @ runs in Excel). */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The rows as CSV (RFC 4180, CRLF line ends): ISO date, merchant, description, type and a signed amount. */
export function transactionsToCsv(rows: readonly Transaction[]): string {
  const lines = rows.map((row) => {
    const signed = row.transaction_type === 'debit' ? -Math.abs(row.amount) : Math.abs(row.amount);
    // The amount is a number we format ourselves; only free text can smuggle in a formula.
    const text = [row.transaction_date, row.merchant_name, row.description ?? '', row.transaction_type].map(cell);
    return [...text, signed.toFixed(2)].join(',');
  });
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

/** File name of the whole history: `transactions.csv`, or `acme-transactions.csv` with a prefix. */
export function transactionsCsvFileName(prefix?: string): string {
  return `${prefix ? `${prefix}-` : ''}transactions.csv`;
}
