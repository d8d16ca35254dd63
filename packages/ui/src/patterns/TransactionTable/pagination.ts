/** Number of pages for `total` items at `pageSize` per page; at least 1 so an empty list still has page 1. */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The 1-based range of items a page shows, for 'Showing 11–20 of 42'; `[0, 0]` when there are none. */
export function pageRange(page: number, pageSize: number, total: number): [number, number] {
  if (total <= 0) return [0, 0];
  const first = (page - 1) * pageSize + 1;
  return [Math.min(first, total), Math.min(page * pageSize, total)];
}
