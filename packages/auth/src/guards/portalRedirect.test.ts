import { describe, expect, it } from 'vitest';
import {
  type AuthRoutes,
  accountDetailsHref,
  defaultAuthRoutes,
  portalFor,
  postSignInDestination,
  requireUser,
  resolvePortalRedirect,
  safeReturnPath,
} from './portalRedirect';

const routes: AuthRoutes = { signIn: '/login', portals: { consumer: '/me', business: '/company' } };

describe('portal guards', () => {
  it('maps user types to the app’s portals', () => {
    expect(portalFor('consumer', routes)).toBe('/me');
    expect(portalFor('business', routes)).toBe('/company');
    expect(portalFor('admin', routes)).toBeNull();
    expect(portalFor(undefined, routes)).toBeNull();
    expect(portalFor('business', defaultAuthRoutes)).toBe('/business');
    expect(accountDetailsHref('consumer', routes)).toBe('/me#account-details');
    expect(accountDetailsHref(null, routes)).toBeNull();
  });

  it('sends a user of the wrong type to the other portal and lets the right type stay', () => {
    expect(resolvePortalRedirect({ user_type: 'business' }, 'consumer', routes)).toBe('/company');
    expect(resolvePortalRedirect({ user_type: 'consumer' }, 'business', routes)).toBe('/me');
    expect(resolvePortalRedirect({ user_type: 'consumer' }, 'consumer', routes)).toBeNull();
    expect(resolvePortalRedirect(null, 'business', routes)).toBeNull();
  });

  it('sends signed-out visitors to the sign-in page remembering a local return path only', () => {
    expect(requireUser({ id: 'u1' }, '/me', routes)).toEqual({ allowed: true });
    expect(requireUser(null, '/me?page=2', routes)).toEqual({
      allowed: false,
      redirectTo: '/login?redirect=%2Fme%3Fpage%3D2',
    });
    expect(requireUser(null, 'https://evil.example/', routes)).toEqual({ allowed: false, redirectTo: '/login' });
    expect(requireUser(null, '/account', defaultAuthRoutes)).toEqual({
      allowed: false,
      redirectTo: '/sign-in?redirect=%2Faccount',
    });
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
  });

  it('after sign-in returns to the remembered page unless it is the other type’s portal', () => {
    expect(postSignInDestination({ user_type: 'consumer' }, '/me?page=2', routes)).toBe('/me?page=2');
    expect(postSignInDestination({ user_type: 'consumer' }, '/company', routes)).toBe('/me');
    expect(postSignInDestination({ user_type: 'consumer' }, '/company#account-details', routes)).toBe('/me');
    expect(postSignInDestination({ user_type: 'business' }, null, routes)).toBe('/company');
    expect(postSignInDestination({ user_type: 'business' }, '/insights', routes)).toBe('/insights');
    expect(postSignInDestination(null, '/insights', routes)).toBeNull();
  });
});
