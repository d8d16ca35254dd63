// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appliedCpuRate, appliedNetwork, isPasswordSignIn } from './appliedThrottling.mjs';

describe('the applied throttling profile', () => {
  it("is Lighthouse's mobile Slow 4G as DevTools applies it, in bytes per second, with a 4× CPU", () => {
    expect(appliedNetwork).toEqual({
      offline: false,
      // 150 ms × 3.75
      latency: 562.5,
      // 1.6 Mbps × 0.9 = 1474.56 Kbps
      downloadThroughput: Math.floor((1474.56 * 1024) / 8),
      // 750 Kbps × 0.9 = 675 Kbps
      uploadThroughput: (675 * 1024) / 8,
    });
    expect(appliedCpuRate).toBe(4);
  });
});

describe('isPasswordSignIn', () => {
  const request = (method: string, url: string) => ({ method, url });

  it('is a POST to the password grant of /auth/v1/token', () => {
    expect(isPasswordSignIn(request('POST', 'http://127.0.0.1:54321/auth/v1/token?grant_type=password'))).toBe(true);
  });

  it('is not a refresh, a preflight or another endpoint', () => {
    expect(isPasswordSignIn(request('POST', 'http://127.0.0.1:54321/auth/v1/token?grant_type=refresh_token'))).toBe(
      false,
    );
    expect(isPasswordSignIn(request('OPTIONS', 'http://127.0.0.1:54321/auth/v1/token?grant_type=password'))).toBe(
      false,
    );
    expect(isPasswordSignIn(request('POST', 'http://127.0.0.1:54321/auth/v1/signup'))).toBe(false);
  });
});
