import { describe, expect, it } from 'vitest';
import { portalFor, postSignInDestination, requireUser, resolvePortalRedirect, safeReturnPath } from './portalRedirect';

describe('portal guards', () => {
  it('maps user types to portals', () => {
    expect(portalFor('consumer')).toBe('/consumer-portal');
    expect(portalFor('business')).toBe('/business-portal');
    expect(portalFor('admin')).toBeNull();
    expect(portalFor(undefined)).toBeNull();
  });

  it('sends a user of the wrong type to the other portal and lets the right type stay', () => {
    expect(resolvePortalRedirect({ user_type: 'business' }, 'consumer')).toBe('/business-portal');
    expect(resolvePortalRedirect({ user_type: 'consumer' }, 'business')).toBe('/consumer-portal');
    expect(resolvePortalRedirect({ user_type: 'consumer' }, 'consumer')).toBeNull();
    expect(resolvePortalRedirect(null, 'business')).toBeNull();
  });

  it('sends signed-out visitors to /auth remembering a local return path only', () => {
    expect(requireUser({ id: 'u1' }, '/consumer-portal')).toEqual({ allowed: true });
    expect(requireUser(null, '/consumer-portal?page=2')).toEqual({
      allowed: false,
      redirectTo: '/auth?redirect=%2Fconsumer-portal%3Fpage%3D2',
    });
    expect(requireUser(null, 'https://evil.example/')).toEqual({ allowed: false, redirectTo: '/auth' });
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
  });

  it('after sign-in returns to the remembered page unless it is the other type’s portal', () => {
    expect(postSignInDestination({ user_type: 'consumer' }, '/consumer-portal?page=2')).toBe('/consumer-portal?page=2');
    expect(postSignInDestination({ user_type: 'consumer' }, '/business-portal')).toBe('/consumer-portal');
    expect(postSignInDestination({ user_type: 'business' }, null)).toBe('/business-portal');
    expect(postSignInDestination({ user_type: 'business' }, '/insights')).toBe('/insights');
    expect(postSignInDestination(null, '/insights')).toBeNull();
  });
});
