import { defaultLocaleSettings } from '../locale/LocaleProvider';
import { dateTimeFormat } from './intlCache';

/** Locale and time zone of a formatted date; `en-US` and `UTC` when left out. */
export interface DateFormatOptions {
  /** BCP 47 language tag, for example `'de-DE'`. */
  locale?: string;
  /** IANA time zone, for example `'Europe/Berlin'`. */
  timeZone?: string;
}

/**
 * Formats a transaction timestamp with year, short month, day, hour and minute, for example
 * `Dec 15, 2024, 02:30 PM` (en-US) or `15. Dez. 2024, 14:30` (de-DE). The second argument is the time zone, or the
 * locale and time zone. The zone is `UTC` unless given, never the environment's, so server and browser agree.
 */
export function formatTransactionDate(value: string | Date, options?: string | DateFormatOptions): string {
  const { locale = defaultLocaleSettings.locale, timeZone = defaultLocaleSettings.timeZone } =
    typeof options === 'string' ? { timeZone: options } : (options ?? {});
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(date);
}
