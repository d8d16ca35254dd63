import type { AuthContextValue } from '@ardena/auth';
import { describe, expect, it } from 'vitest';
import { ownPortalRedirect, signInRedirect } from './access';
import type { SessionSnapshot } from './session';

// Only the fields the decisions read; the rest of a supabase-js user does not take part.
const user = { id: 'user-1' } as AuthContextValue['user'];
const profileOf = (user_type: 'consumer' | 'business') =>
  ({ user_id: 'user-1', user_type }) as AuthContextValue['profile'];
const signedOut: SessionSnapshot = { user: null, profile: null };

describe('signInRedirect', () => {
  it('lets a signed-in user through, with or without a profile', () => {
    expect(signInRedirect({ user, profile: profileOf('consumer') }, '/consumer-portal')).toBeNull();
    expect(signInRedirect({ user, profile: null }, '/business-portal')).toBeNull();
  });

  it('sends a signed-out visitor to /auth, remembering the page they opened', () => {
    expect(signInRedirect(signedOut, '/consumer-portal')).toEqual({
      to: '/auth',
      search: { redirect: '/consumer-portal' },
    });
    expect(signInRedirect(signedOut, '/business-portal?tab=2#top')).toEqual({
      to: '/auth',
      search: { redirect: '/business-portal?tab=2#top' },
    });
  });

  it('never remembers a return address that leaves the site', () => {
    for (const returnTo of ['https://evil.example/', '//evil.example/x', '/\\evil.example', '']) {
      expect(signInRedirect(signedOut, returnTo)).toEqual({ to: '/auth', search: {} });
    }
  });
});

describe('ownPortalRedirect', () => {
  it('sends each account type from the other portal to its own', () => {
    expect(ownPortalRedirect({ user, profile: profileOf('business') }, 'consumer')).toEqual({ to: '/business-portal' });
    expect(ownPortalRedirect({ user, profile: profileOf('consumer') }, 'business')).toEqual({ to: '/consumer-portal' });
  });

  it('lets the right type stay, and a user whose profile is missing or untyped too', () => {
    expect(ownPortalRedirect({ user, profile: profileOf('consumer') }, 'consumer')).toBeNull();
    expect(ownPortalRedirect({ user, profile: profileOf('business') }, 'business')).toBeNull();
    expect(ownPortalRedirect({ user, profile: null }, 'consumer')).toBeNull();
  });

  it('has nothing to say about a signed-out visitor (signInRedirect handles them)', () => {
    expect(ownPortalRedirect(signedOut, 'business')).toBeNull();
  });
});
