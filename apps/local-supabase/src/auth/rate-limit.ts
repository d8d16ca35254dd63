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

const FIRST_DELAY_MS = 5_000;

interface FailureRecord {
  failures: number;
  lastFailureAt: number;
}

/**
 * Failed password sign-ins, counted per account *and* source address, so guessing from one place slows down
 * without locking the account: the owner's correct password from any other address is checked as usual.
 *
 * Each pair gets `rule.limit` failures free; every further attempt must wait a delay that doubles per failure
 * (5 s, 10 s, 20 s, …), capped at `rule.windowSeconds`. The count is forgotten once a whole window passes without a
 * failure, or at the pair's next successful sign-in.
 */
export class SignInThrottle {
  private records = new Map<string, FailureRecord>();

  constructor(private readonly rule: RateLimit | null) {}

  private key(account: string, source: string) {
    return `${account.trim().toLowerCase()}\u0000${source}`;
  }

  private live(key: string, now: number): FailureRecord | undefined {
    const record = this.records.get(key);
    if (record && this.rule && now - record.lastFailureAt >= this.rule.windowSeconds * 1000) {
      this.records.delete(key);
      return undefined;
    }
    return record;
  }

  /** Milliseconds this account+source must still wait before its password is checked again; 0 when it may try. */
  waitMs(account: string, source: string, now = Date.now()): number {
    if (!this.rule) return 0;
    const record = this.live(this.key(account, source), now);
    if (!record || record.failures < this.rule.limit) return 0;
    const delayMs = Math.min(2 ** (record.failures - this.rule.limit) * FIRST_DELAY_MS, this.rule.windowSeconds * 1000);
    return Math.max(0, record.lastFailureAt + delayMs - now);
  }

  fail(account: string, source: string, now = Date.now()): void {
    if (!this.rule) return;
    const key = this.key(account, source);
    const record = this.live(key, now);
    if (record) {
      record.failures += 1;
      record.lastFailureAt = now;
    } else {
      this.records.set(key, { failures: 1, lastFailureAt: now });
      this.prune(now);
    }
  }

  succeed(account: string, source: string): void {
    this.records.delete(this.key(account, source));
  }

  private prune(now: number) {
    if (this.records.size < 10_000) return;
    for (const key of [...this.records.keys()]) this.live(key, now);
  }
}
