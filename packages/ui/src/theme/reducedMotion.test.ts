// The global prefers-reduced-motion rule is checked on the built stylesheet by scripts/consumer-check.mjs
// (unit tests run without CSS).
import { describe, expect, it } from 'vitest';
import { media, revealDelaysMs, toastDurationMs, typingIntervalMs } from './tokens';

describe('motion tokens', () => {
  it('keeps the documented timings', () => {
    expect(typingIntervalMs).toBe(80);
    expect(revealDelaysMs).toEqual([0, 150, 300, 450]);
    expect(toastDurationMs).toBe(5000);
    expect(media.reducedMotion).toBe('(prefers-reduced-motion: reduce)');
  });
});
