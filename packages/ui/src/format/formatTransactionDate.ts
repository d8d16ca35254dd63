/**
 * Formats a transaction timestamp en-US with year, short month, day, hour and minute (spec section 9),
 * for example `Dec 15, 2024, 02:30 PM`. `timeZone` defaults to the reader's own zone; tests and stories pin it.
 */
export function formatTransactionDate(value: string | Date, timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(date);
}
