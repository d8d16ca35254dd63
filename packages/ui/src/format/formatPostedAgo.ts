const dayMs = 24 * 60 * 60 * 1000;
const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/**
 * Says how long ago a job was posted, for example `Posted today`, `Posted yesterday`, `Posted 5 days ago`,
 * `Posted 2 weeks ago`, `Posted 3 months ago`. Counts whole calendar days in UTC so the text does not change
 * with the reader's hour; a date in the future reads as today.
 */
export function formatPostedAgo(posted: string | Date, now: Date = new Date()): string {
  const postedDate = typeof posted === 'string' ? new Date(posted) : posted;
  if (Number.isNaN(postedDate.getTime())) return '';
  const days = Math.max(0, Math.floor((startOfUtcDay(now) - startOfUtcDay(postedDate)) / dayMs));
  if (days < 7) return `Posted ${relative.format(-days, 'day')}`;
  if (days < 30) return `Posted ${relative.format(-Math.floor(days / 7), 'week')}`;
  if (days < 365) return `Posted ${relative.format(-Math.floor(days / 30), 'month')}`;
  return `Posted ${relative.format(-Math.floor(days / 365), 'year')}`;
}

function startOfUtcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}
