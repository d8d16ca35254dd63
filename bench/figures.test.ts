// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  compareWithPrevious,
  describePrevious,
  formatChange,
  formatRatio,
  formatValue,
  median,
  mergeFigures,
  ratio,
  readStoredFigures,
  storeFigures,
  withinBudget,
} from './figures.mjs';

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1630, 1450, 9000, 1500, 1550])).toBe(1550);
  });

  it('takes the mean of the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('ignores missing measurements and has no median without any', () => {
    expect(median([undefined, 5, Number.NaN, 7, 6])).toBe(6);
    expect(median([])).toBeUndefined();
    expect(median([undefined])).toBeUndefined();
  });
});

describe('ratio and its formatting', () => {
  it('divides and prints two decimals with ×', () => {
    expect(ratio(1630, 1450)).toBeCloseTo(1.1241, 4);
    expect(formatRatio(ratio(1630, 1450))).toBe('1.12×');
  });

  it('has no ratio without both figures or with a zero denominator', () => {
    expect(ratio(undefined, 1)).toBeUndefined();
    expect(ratio(1, 0)).toBeUndefined();
    expect(formatRatio(undefined)).toBe('—');
  });

  it('prints milliseconds as seconds from one second, KB with a decimal and shares as percentages', () => {
    expect(formatValue(640.4, 'ms')).toBe('640 ms');
    expect(formatValue(9512, 'ms')).toBe('9.51 s');
    expect(formatValue(162.04, 'KB')).toBe('162.0 KB');
    expect(formatValue(0.8, '%')).toBe('80%');
    expect(formatValue(12, '')).toBe('12');
    expect(formatValue(undefined, 'ms')).toBe('—');
  });
});

describe('budgets', () => {
  it('keeps a maximum up to and including its value', () => {
    expect(withinBudget(1.1, { max: 1.1 })).toBe('yes');
    expect(withinBudget(1.12, { max: 1.1 })).toBe('NO');
  });

  it('keeps a minimum from its value up', () => {
    expect(withinBudget(97, { min: 97 })).toBe('yes');
    expect(withinBudget(96, { min: 97 })).toBe('NO');
  });

  it('says nothing without a budget or a value', () => {
    expect(withinBudget(5, undefined)).toBe('—');
    expect(withinBudget(undefined, { max: 1 })).toBe('—');
  });
});

describe('comparison with the previous run', () => {
  const figures = [
    { id: 'lcp', label: '/ LCP', value: 1630, unit: 'ms' },
    { id: 'ratio', label: '/ LCP / floor', value: 1.05, unit: 'x', budget: { max: 1.1 } },
    { id: 'new', label: 'new figure', value: 3, unit: '' },
  ];

  it('prints each figure beside its previous value with the change', () => {
    const rows = compareWithPrevious(figures, {
      lcp: { value: 1500, unit: 'ms' },
      ratio: { value: 1.12, unit: 'x' },
    });
    expect(rows[0]).toMatchObject({ figure: '/ LCP', now: '1.63 s', previous: '1.50 s', change: '+130 ms (+9%)' });
    expect(rows[1]).toMatchObject({ now: '1.05×', previous: '1.12×', change: '−0.07× (−6%)', within: 'yes' });
    expect(rows[1]?.budget).toBe('≤ 1.10×');
  });

  it('says when there is no previous figure', () => {
    const rows = compareWithPrevious(figures, {});
    expect(rows.map((row) => row.previous)).toEqual(['none', 'none', 'none']);
    expect(rows[2]?.change).toBe('no previous');
    expect(describePrevious({}, ['lcp'])).toMatch(/^previous: none \(first run/);
  });

  it('says no change for an equal figure', () => {
    expect(formatChange(12, 12, '')).toBe('no change');
  });

  it('names the run the previous figures come from', () => {
    const previous = { lcp: { value: 1, commit: 'abc1234', measuredAt: '2026-11-27T18:00:00.000Z' } };
    expect(describePrevious(previous, ['lcp', 'missing'])).toBe('previous: abc1234 at 2026-11-27T18:00:00.000Z');
  });

  it("merges one suite's figures into the stored ones, keeping the others and skipping missing values", () => {
    const stored = { figures: { other: { value: 7, unit: 'KB' }, lcp: { value: 1 } } };
    const merged = mergeFigures(
      stored,
      [
        { id: 'lcp', label: 'LCP', value: 2, unit: 'ms' },
        { id: 'gone', label: 'not measured', value: undefined, unit: 'ms' },
      ],
      { commit: 'c', measuredAt: 't' },
    );
    expect(merged.figures).toEqual({
      other: { value: 7, unit: 'KB' },
      lcp: { value: 2, unit: 'ms', label: 'LCP', commit: 'c', measuredAt: 't' },
    });
  });
});

describe('the figures file', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('stores a run and gives it back to the next one', () => {
    dir = mkdtempSync(join(tmpdir(), 'bench-figures-'));
    const file = join(dir, 'nested/figures.json');
    expect(readStoredFigures(file)).toEqual({});
    storeFigures([{ id: 'a', label: 'A', value: 1, unit: 'ms' }], { commit: 'c1', measuredAt: 't1' }, file);
    storeFigures([{ id: 'b', label: 'B', value: 2, unit: 'ms' }], { commit: 'c2', measuredAt: 't2' }, file);
    expect(readStoredFigures(file)).toMatchObject({ a: { value: 1, commit: 'c1' }, b: { value: 2, commit: 'c2' } });
    expect(JSON.parse(readFileSync(file, 'utf8')).figures.a.label).toBe('A');
  });

  it('treats an unreadable file as no previous run', () => {
    dir = mkdtempSync(join(tmpdir(), 'bench-figures-'));
    const file = join(dir, 'figures.json');
    writeFileSync(file, '{not json');
    expect(readStoredFigures(file)).toEqual({});
  });
});
