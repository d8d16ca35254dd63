/**
 * The approximate string set behind PostgREST's "Perhaps you meant …" hints (the `fuzzyset` library it uses, 0.2
 * defaults: 3- then 2-grams ranked by cosine similarity, the best 50 re-ranked by normalised Levenshtein similarity).
 * Written from the library's documented algorithm so that the same candidate wins, or none.
 */

interface Entry {
  /** The value lower-cased: what grams and distances are computed on. */
  key: string;
  magnitude: number;
}

const GRAM_SIZES = [3, 2] as const;
/** How many cosine-ranked candidates the Levenshtein pass re-ranks. */
const RERANKED = 50;
/** The library's default minimum score (`get` / `getOne`). */
export const DEFAULT_MIN_SCORE = 0.33;

/** Lower case, keeping letters, digits, whitespace and commas; padded with `-` on both sides. */
function padded(value: string): string[] {
  const kept = Array.from(value.toLowerCase()).filter((char) => /[\p{L}\p{N}\s,]/u.test(char));
  return ['-', ...kept, '-'];
}

function gramCounts(value: string, size: number): Map<string, number> {
  const chars = padded(value);
  const counts = new Map<string, number>();
  for (let offset = 0; offset + size <= chars.length; offset += 1) {
    const gram = chars.slice(offset, offset + size).join('');
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

const magnitudeOf = (counts: Map<string, number>) =>
  Math.sqrt([...counts.values()].reduce((sum, count) => sum + count * count, 0));

function levenshtein(a: string[], b: string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** 1 − distance / longer length (1 for two empty strings), on code points. */
function similarity(a: string, b: string): number {
  const left = Array.from(a);
  const right = Array.from(b);
  const longest = Math.max(left.length, right.length);
  return longest === 0 ? 1 : 1 - levenshtein(left, right) / longest;
}

/**
 * The order a Haskell `HashMap Int` lists its keys in (hash = the int, 5 bits per trie level from the lowest):
 * ties in the cosine ranking keep this order, as the library's stable sorts do.
 */
function trieOrder(a: number, b: number): number {
  for (let shift = 0; shift < 32; shift += 5) {
    const difference = ((a >>> shift) & 31) - ((b >>> shift) & 31);
    if (difference !== 0) return difference;
  }
  return 0;
}

export class FuzzySet {
  /** Lower-cased value → the value as added (the first of values equal but for case). */
  private readonly exact = new Map<string, string>();
  private readonly entries = new Map<number, Entry[]>();
  /** gram → (entry index, count) per gram size. */
  private readonly grams = new Map<number, Map<string, Array<[number, number]>>>();

  /** The values are added last first, as the library's `fromList` folds them. */
  constructor(values: Iterable<string>) {
    for (const value of [...values].reverse()) this.add(value);
  }

  private add(value: string): void {
    const key = value.toLowerCase();
    if (this.exact.has(key)) return;
    for (const size of GRAM_SIZES) {
      const list = this.entries.get(size) ?? [];
      const index = list.length;
      const counts = gramCounts(key, size);
      list.push({ key, magnitude: magnitudeOf(counts) });
      this.entries.set(size, list);
      const bySize = this.grams.get(size) ?? new Map<string, Array<[number, number]>>();
      for (const [gram, count] of counts) bySize.set(gram, [...(bySize.get(gram) ?? []), [index, count]]);
      this.grams.set(size, bySize);
    }
    this.exact.set(key, value);
  }

  /** Matches scoring at least `minScore`, best first: an exact (case-insensitive) match alone scores 1. */
  find(query: string, minScore = DEFAULT_MIN_SCORE): Array<[number, string]> {
    const key = query.toLowerCase();
    const exact = this.exact.get(key);
    if (exact !== undefined) return [[1, exact]];
    for (const size of GRAM_SIZES) {
      const found = this.matches(key, size, minScore);
      if (found.length > 0) return found;
    }
    return [];
  }

  /** The best match scoring at least `minScore`, if any. */
  closest(query: string, minScore = DEFAULT_MIN_SCORE): string | null {
    return this.find(query, minScore)[0]?.[1] ?? null;
  }

  private matches(key: string, size: number, minScore: number): Array<[number, string]> {
    const entries = this.entries.get(size) ?? [];
    const bySize = this.grams.get(size);
    const counts = gramCounts(key, size);
    const magnitude = magnitudeOf(counts);
    const dots = new Map<number, number>();
    for (const [gram, count] of counts) {
      for (const [index, entryCount] of bySize?.get(gram) ?? [])
        dots.set(index, (dots.get(index) ?? 0) + count * entryCount);
    }
    const cosine = [...dots.keys()]
      .sort(trieOrder)
      .map((index) => {
        const entry = entries[index] as Entry;
        return { key: entry.key, score: (dots.get(index) ?? 0) / (magnitude * entry.magnitude) };
      })
      .sort((a, b) => b.score - a.score);
    return cosine
      .slice(0, RERANKED)
      .map(({ key: candidate }) => ({ candidate, score: similarity(key, candidate) }))
      .sort((a, b) => b.score - a.score)
      .filter(({ score }) => score >= minScore)
      .map(({ candidate, score }): [number, string] => [score, this.exact.get(candidate) ?? '']);
  }
}
