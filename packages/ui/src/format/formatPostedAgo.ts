const dayMs = 24 * 60 * 60 * 1000;

type PastUnit = 'week' | 'month' | 'year';

/**
 * English phrases as `Intl.RelativeTimeFormat('en-US', { numeric: 'auto' })` words them for the past, written out:
 * constructing that formatter loads ICU's locale data, about 20 ms of main thread on a phone, and job pages render
 * this on load.
 */
function pastPhrase(count: number, unit: PastUnit): string {
  return count === 1 ? `last ${unit}` : `${count} ${unit}s ago`;
}

/**
 * Says how long ago a job was posted, for example `Posted today`, `Posted yesterday`, `Posted 5 days ago`,
 * `Posted 2 weeks ago`, `Posted 3 months ago`. Counts whole calendar days in UTC so the text does not change
 * with the reader's hour; a date in the future reads as today.
 */
export function formatPostedAgo(posted: string | Date, now: Date = new Date()): string {
  const postedDate = typeof posted === 'string' ? new Date(posted) : posted;
  if (Number.isNaN(postedDate.getTime())) return '';
  const days = Math.max(0, Math.floor((startOfUtcDay(now) - startOfUtcDay(postedDate)) / dayMs));
  if (days === 0) return 'Posted today';
  if (days === 1) return 'Posted yesterday';
  if (days < 7) return `Posted ${days} days ago`;
  if (days < 30) return `Posted ${pastPhrase(Math.floor(days / 7), 'week')}`;
  if (days < 365) return `Posted ${pastPhrase(Math.floor(days / 30), 'month')}`;
  return `Posted ${pastPhrase(Math.floor(days / 365), 'year')}`;
}

function startOfUtcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}
