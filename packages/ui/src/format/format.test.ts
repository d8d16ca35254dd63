import { describe, expect, it } from 'vitest';
import { formatAmount, formatCount, formatMoney, formatPostedAgo, formatTimeAgo, formatTransactionDate } from '.';

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

describe('in another locale and currency', () => {
  const plain = (value: string) => value.replace(/\u00a0/g, ' ');

  it('formats amounts with the locale placing sign and symbol', () => {
    expect(plain(formatAmount(4.5, 'debit', { locale: 'de-DE', currency: 'EUR' }))).toBe('-4,50 €');
    expect(plain(formatAmount(1234.5, 'credit', { locale: 'de-DE', currency: 'EUR' }))).toBe('+1.234,50 €');
    expect(formatAmount(-4.5, 'debit', { locale: 'en-US', currency: 'EUR' })).toBe('-€4.50');
    expect(formatAmount(0, 'debit', { locale: 'en-GB', currency: 'GBP' })).toBe('-£0.00');
    expect(plain(formatMoney(45231.89, { locale: 'de-DE', currency: 'EUR' }))).toBe('45.231,89 €');
    expect(formatCount(12345, 'de-DE')).toBe('12.345');
  });

  it('formats dates in the locale and the given zone, UTC when none is given', () => {
    expect(formatTransactionDate('2024-12-15T14:30:00Z', { locale: 'de-DE', timeZone: 'Europe/Berlin' })).toBe(
      '15. Dez. 2024, 15:30',
    );
    expect(formatTransactionDate('2024-12-15T23:30:00Z', { locale: 'de-DE' })).toBe('15. Dez. 2024, 23:30');
    expect(formatTransactionDate('2024-12-15T23:30:00Z')).toBe('Dec 15, 2024, 11:30 PM');
  });

  it('words the time since a date as Intl.RelativeTimeFormat does in the locale', () => {
    const now = new Date('2025-03-20T10:00:00Z');
    expect(formatTimeAgo('2025-03-20T08:00:00Z', now, 'de-DE')).toBe('heute');
    expect(formatTimeAgo('2025-03-19T08:00:00Z', now, 'de-DE')).toBe('gestern');
    expect(formatTimeAgo('2025-03-15', now, 'de-DE')).toBe('vor 5 Tagen');
    expect(formatTimeAgo('2025-03-06', now, 'de-DE')).toBe('vor 2 Wochen');
    expect(formatTimeAgo('2025-03-15', now, 'en-GB')).toBe('5 days ago');
  });
});
