import type { RateLimit } from '../config';

/** Fixed-window counters keyed by `group:subject`. In memory: limits reset on restart, as hosted buckets would refill. */
export class RateLimiter {
  private windows = new Map<string, { count: number; resetsAt: number }>();

  /** Counts one hit; returns false once the limit for this window is used up. */
  hit(key: string, rule: RateLimit | null, now = Date.now()): boolean {
    if (!rule) return true;
    const window = this.windows.get(key);
    if (!window || window.resetsAt <= now) {
      this.windows.set(key, { count: 1, resetsAt: now + rule.windowSeconds * 1000 });
      this.prune(now);
      return true;
    }
    window.count += 1;
    return window.count <= rule.limit;
  }

  /** True when the key has already used up its allowance (without counting). */
  exhausted(key: string, rule: RateLimit | null, now = Date.now()): boolean {
    if (!rule) return false;
    const window = this.windows.get(key);
    return !!window && window.resetsAt > now && window.count >= rule.limit;
  }

  clear(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number) {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetsAt <= now) this.windows.delete(key);
  }
}
