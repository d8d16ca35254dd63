import { defaultLocaleSettings } from '../locale/LocaleProvider';
import { relativeTimeFormat } from './intlCache';

const dayMs = 24 * 60 * 60 * 1000;

type PastUnit = 'day' | 'week' | 'month' | 'year';

/**
 * English phrases as `Intl.RelativeTimeFormat('en-US', { numeric: 'auto' })` words them for the past, written out:
 * constructing that formatter loads ICU's locale data, about 20 ms of main thread on a phone, and job pages render
 * this on load. Other languages go through `Intl`.
 */
function englishPhrase(count: number, unit: PastUnit): string {
  if (unit === 'day') return count === 0 ? 'today' : count === 1 ? 'yesterday' : `${count} days ago`;
  return count === 1 ? `last ${unit}` : `${count} ${unit}s ago`;
}

function ageOf(days: number): [number, PastUnit] {
  if (days < 7) return [days, 'day'];
  if (days < 30) return [Math.floor(days / 7), 'week'];
  if (days < 365) return [Math.floor(days / 30), 'month'];
  return [Math.floor(days / 365), 'year'];
}

/**
 * Says how long ago a date was in whole days, weeks, months or years, as `Intl.RelativeTimeFormat` words it in the
 * locale (`numeric: 'auto'`): `today`, `yesterday`, `5 days ago`, `last week` in English, `heute`, `vor 5 Tagen` in
 * German. Counts calendar days in UTC, so the text depends only on the two instants, never on the reader's zone; a
 * date in the future reads as today, an unreadable one as no text.
 */
export function formatTimeAgo(
  past: string | Date,
  now: Date = new Date(),
  locale: string = defaultLocaleSettings.locale,
): string {
  const pastDate = typeof past === 'string' ? new Date(past) : past;
  if (Number.isNaN(pastDate.getTime())) return '';
  const days = Math.max(0, Math.floor((startOfUtcDay(now) - startOfUtcDay(pastDate)) / dayMs));
  const [count, unit] = ageOf(days);
  if (/^en(-|$)/i.test(locale)) return englishPhrase(count, unit);
  return relativeTimeFormat(locale, { numeric: 'auto' }).format(-count, unit);
}

/**
 * Says how long ago a job was posted, in English: `Posted today`, `Posted yesterday`, `Posted 5 days ago`,
 * `Posted 2 weeks ago`, `Posted 3 months ago`. {@link formatTimeAgo} gives the phrase in any locale.
 */
export function formatPostedAgo(posted: string | Date, now: Date = new Date()): string {
  const phrase = formatTimeAgo(posted, now);
  return phrase ? `Posted ${phrase}` : '';
}

function startOfUtcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}
