import { defaultLocaleSettings } from '../locale/LocaleProvider';
import { numberFormat } from './intlCache';

/** Direction of money movement on an account: into it (credit) or out of it (debit). */
export const transactionTypes = ['credit', 'debit'] as const;
export type TransactionType = (typeof transactionTypes)[number];

/** Locale and currency of a formatted amount; `en-US` and `USD` when left out. */
export interface MoneyFormatOptions {
  /** BCP 47 language tag, for example `'de-DE'`. */
  locale?: string;
  /** ISO 4217 code, for example `'EUR'`. */
  currency?: string;
}

/**
 * Formats a sum of money with `Intl.NumberFormat` in the given locale and currency, for example `€1,234.50` in en-US
 * or `1.234,50 €` in de-DE.
 */
export function formatMoney(amount: number, options: MoneyFormatOptions = {}): string {
  const { locale = defaultLocaleSettings.locale, currency = defaultLocaleSettings.currency } = options;
  return numberFormat(locale, { style: 'currency', currency }).format(amount);
}

/** Formats a count with the locale's grouping, for example `1,234` in en-US or `1.234` in de-DE. */
export function formatCount(value: number, locale: string = defaultLocaleSettings.locale): string {
  return numberFormat(locale, {}).format(value);
}

/**
 * Formats a transaction amount with `Intl` in the given locale and currency (`en-US` and `USD` by default): the sign
 * comes from the transaction type, not from the stored number, so a debit stored as a positive or negative value both
 * show as `-$12.50` (en-US, USD) or `-12,50 €` (de-DE, EUR), and a credit as `+$12.50`. The locale places the sign
 * and the symbol.
 */
export function formatAmount(amount: number, type: TransactionType, options: MoneyFormatOptions = {}): string {
  const { locale = defaultLocaleSettings.locale, currency = defaultLocaleSettings.currency } = options;
  const magnitude = Math.abs(amount);
  // -0 keeps its minus with signDisplay 'always', so a zero debit still reads as one.
  const signed = type === 'credit' ? magnitude : -magnitude;
  return numberFormat(locale, { style: 'currency', currency, signDisplay: 'always' }).format(signed);
}
