import type { ArdenaSupabaseClient, AuthContextValue } from '@ardena/auth';
import { describe, expect, it, vi } from 'vitest';
import { createAccountSession, type ReportedAuthState } from './session';

const user = { id: 'user-1' } as AuthContextValue['user'];
const profile = { user_id: 'user-1', user_type: 'business' } as AuthContextValue['profile'];
const state = (overrides: Partial<ReportedAuthState>): ReportedAuthState => ({
  loading: false,
  profileLoading: false,
  user: null,
  profile: null,
  ...overrides,
});

function setUp() {
  const client = {} as ArdenaSupabaseClient;
  const load = vi.fn(() => Promise.resolve(client));
  return { session: createAccountSession(load), load, client };
}

/** Whether a promise has settled by the time queued microtasks have run. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('account session', () => {
  it('loads no client until something connects, and only once', async () => {
    const { session, load, client } = setUp();
    expect(await isSettled(session.client)).toBe(false);
    expect(load).not.toHaveBeenCalled();
    session.connect();
    session.connect();
    expect(load).toHaveBeenCalledTimes(1);
    await expect(session.client).resolves.toBe(client);
  });

  it('waiting for the session connects, and resolves once the first check has completed', async () => {
    const { session, load } = setUp();
    const settled = session.settled();
    expect(load).toHaveBeenCalledTimes(1);
    session.report(state({ loading: true }));
    expect(await isSettled(settled)).toBe(false);
    session.report(state({}));
    await expect(settled).resolves.toEqual({ user: null, profile: null });
  });

  it('ignores what the provider reports before it was connected', async () => {
    const { session } = setUp();
    session.report(state({}));
    const settled = session.settled();
    expect(await isSettled(settled)).toBe(false);
  });

  it('waits for a signed-in user’s profile request, even in the render before it starts', async () => {
    const { session } = setUp();
    const settled = session.settled();
    // The session has arrived; the provider starts the profile request from an effect, one render later.
    session.report(state({ user }));
    expect(await isSettled(settled)).toBe(false);
    session.report(state({ user, profileLoading: true }));
    expect(await isSettled(settled)).toBe(false);
    session.report(state({ user, profile }));
    await expect(settled).resolves.toEqual({ user, profile });
  });

  it('counts a finished profile request without a profile as known', async () => {
    const { session } = setUp();
    const settled = session.settled();
    session.report(state({ user, profileLoading: true }));
    session.report(state({ user }));
    await expect(settled).resolves.toEqual({ user, profile: null });
    // Later callers get the current state at once.
    await expect(session.settled()).resolves.toEqual({ user, profile: null });
  });
});
