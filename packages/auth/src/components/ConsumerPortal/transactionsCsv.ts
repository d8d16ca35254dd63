import type { TransactionRow } from '../../data/accountApi';

const header = ['Date', 'Merchant', 'Description', 'Type', 'Amount'];

/**
 * A text cell a spreadsheet would run as a formula (OWASP "CSV Injection"): one starting with `=`, `+`, `-`, `@`, a
 * tab, CR or LF, also behind leading spaces or quotes (which spreadsheets skip) and in the full-width forms some
 * spreadsheets accept (＝ ＋ － ＠).
 */
const FORMULA_START = /^[\s"']*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\n]/;

/**
 * Quotes a CSV text cell when needed and defuses spreadsheet formulas with a leading `'`, which spreadsheets show as
 * text. Only text cells pass here: amounts are numbers this module formats, so `-4.50` stays a number.
 */
function cell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n\t]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The rows as CSV (RFC 4180, CRLF line ends): ISO date, merchant, description, type and a signed amount. */
export function transactionsToCsv(rows: readonly TransactionRow[]): string {
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
