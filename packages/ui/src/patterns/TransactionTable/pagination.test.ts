import { describe, expect, it } from 'vitest';
import { pageCount, pageRange } from './pagination';

describe('pagination', () => {
  it('counts pages, with at least one', () => {
    expect(pageCount(42, 10)).toBe(5);
    expect(pageCount(40, 10)).toBe(4);
    expect(pageCount(0, 10)).toBe(1);
  });

  it('gives the range a page shows', () => {
    expect(pageRange(1, 10, 42)).toEqual([1, 10]);
    expect(pageRange(5, 10, 42)).toEqual([41, 42]);
    expect(pageRange(1, 10, 0)).toEqual([0, 0]);
  });
});
