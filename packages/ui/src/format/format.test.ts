import { describe, expect, it } from 'vitest';
import { formatAmount, formatPostedAgo, formatTransactionDate } from '.';

describe('formatAmount', () => {
  it('prefixes credits with a plus and debits with a minus, in USD en-US', () => {
    expect(formatAmount(1234.5, 'credit')).toBe('+$1,234.50');
    expect(formatAmount(42, 'debit')).toBe('-$42.00');
  });

  it('uses the absolute value, so the sign comes only from the transaction type', () => {
    expect(formatAmount(-42, 'debit')).toBe('-$42.00');
    expect(formatAmount(-7.25, 'credit')).toBe('+$7.25');
  });

  it('groups thousands and rounds to cents', () => {
    expect(formatAmount(1000000, 'credit')).toBe('+$1,000,000.00');
    expect(formatAmount(0.005, 'debit')).toBe('-$0.01');
    expect(formatAmount(0, 'credit')).toBe('+$0.00');
  });
});

describe('formatTransactionDate', () => {
  it('shows year, short month, day, hour and minute in en-US', () => {
    expect(formatTransactionDate('2024-12-15T14:30:00Z', 'UTC')).toBe('Dec 15, 2024, 02:30 PM');
    expect(formatTransactionDate(new Date('2025-01-03T09:05:00Z'), 'UTC')).toBe('Jan 3, 2025, 09:05 AM');
  });

  it('converts to the requested time zone', () => {
    expect(formatTransactionDate('2024-12-15T23:30:00Z', 'Europe/London')).toBe('Dec 15, 2024, 11:30 PM');
    expect(formatTransactionDate('2024-12-15T23:30:00Z', 'Europe/Amsterdam')).toBe('Dec 16, 2024, 12:30 AM');
  });

  it('returns an empty string for an unreadable date instead of "Invalid Date"', () => {
    expect(formatTransactionDate('not a date', 'UTC')).toBe('');
  });
});

describe('formatPostedAgo', () => {
  const now = new Date('2025-03-20T10:00:00Z');

  it('says today and yesterday in words', () => {
    expect(formatPostedAgo('2025-03-20T08:00:00Z', now)).toBe('Posted today');
    expect(formatPostedAgo('2025-03-19T23:59:00Z', now)).toBe('Posted yesterday');
  });

  it('counts days under a week, then weeks, months and years', () => {
    expect(formatPostedAgo('2025-03-15', now)).toBe('Posted 5 days ago');
    expect(formatPostedAgo('2025-03-13', now)).toBe('Posted last week');
    expect(formatPostedAgo('2025-03-06', now)).toBe('Posted 2 weeks ago');
    expect(formatPostedAgo('2025-01-19', now)).toBe('Posted 2 months ago');
    expect(formatPostedAgo('2023-03-01', now)).toBe('Posted 2 years ago');
  });

  it('words every age exactly as Intl.RelativeTimeFormat en-US (numeric: auto) does', () => {
    const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
    const dayMs = 24 * 60 * 60 * 1000;
    for (let days = 0; days < 1200; days += 1) {
      const [count, unit] =
        days < 7
          ? [days, 'day' as const]
          : days < 30
            ? [Math.floor(days / 7), 'week' as const]
            : days < 365
              ? [Math.floor(days / 30), 'month' as const]
              : [Math.floor(days / 365), 'year' as const];
      expect(formatPostedAgo(new Date(now.getTime() - days * dayMs), now)).toBe(
        `Posted ${relative.format(-count, unit)}`,
      );
    }
  });

  it('treats a future date as today and an unreadable one as no text', () => {
    expect(formatPostedAgo('2025-04-01', now)).toBe('Posted today');
    expect(formatPostedAgo('soon', now)).toBe('');
  });
});
