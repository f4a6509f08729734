import { describe, expect, it } from 'vitest';
import { blogSignupTarget } from '../../../../domain/guards/blogSignupTarget.ts';
import {
  decideAccess,
  SIGNED_OUT,
  type SessionFacts,
} from '../../../../domain/guards/decideAccess.ts';
import { landingAfterLogin } from '../../../../domain/guards/landingAfterLogin.ts';
import type { Route } from '../../../../schemas/types.generated.ts';

const READY: SessionFacts = {
  signedIn: true,
  verified: true,
  hasProfiles: true,
  hasCurrentProfile: true,
};
const brand = { defaultRoute: '/user-home', accountVerification: true };
const at = (pathname: string, search = '') => ({ pathname, search });

function decide(
  route: Pick<Route, 'group' | 'redirectSignedIn' | 'allowUnverified'>,
  session: SessionFacts,
  location = at('/x'),
) {
  return decideAccess({ route, session, location, brand });
}

describe('decideAccess', () => {
  it('sends a profile whose goal and exam are no longer a listed pair to edit profile, back hidden', () => {
    const mismatched = { ...READY, mismatchedProfileId: 'p/1' };
    expect(decide({ group: 'profileComplete' }, mismatched)).toEqual({
      kind: 'redirect',
      to: '/edit-profile/p%2F1?hide_back=true',
    });
    // Edit profile itself (an authenticated route) stays open to fix it.
    expect(decide({ group: 'authenticated' }, mismatched)).toEqual({ kind: 'allow' });
  });

  it('sends a visitor on a protected route to the landing page with redirect_url', () => {
    expect(decide({ group: 'profileComplete' }, SIGNED_OUT, at('/learn/home', '?tab=1'))).toEqual({
      kind: 'redirect',
      to: '/?redirect_url=%2Flearn%2Fhome%3Ftab%3D1',
    });
  });

  it('sends an unverified user to account verify, but lets account verify itself open', () => {
    const unverified = { ...READY, verified: false };
    expect(decide({ group: 'authenticated' }, unverified)).toEqual({
      kind: 'redirect',
      to: '/account-verify',
    });
    expect(decide({ group: 'authenticated', allowUnverified: true }, unverified)).toEqual({
      kind: 'allow',
    });
  });

  it('lets an unverified user through when the brand does not ask for verification', () => {
    const result = decideAccess({
      route: { group: 'profileComplete' },
      session: { ...READY, verified: false },
      location: at('/learn/home'),
      brand: { accountVerification: false },
    });
    expect(result).toEqual({ kind: 'allow' });
  });

  it('sends a user without profiles or without a current profile to the profile page', () => {
    expect(decide({ group: 'profileComplete' }, { ...READY, hasProfiles: false })).toEqual({
      kind: 'redirect',
      to: '/browse-profiles',
    });
    expect(decide({ group: 'profileComplete' }, { ...READY, hasCurrentProfile: false })).toEqual({
      kind: 'redirect',
      to: '/browse-profiles',
    });
  });

  it('lets a user with no current profile edit a profile (authenticated group)', () => {
    expect(decide({ group: 'authenticated' }, { ...READY, hasCurrentProfile: false })).toEqual({
      kind: 'allow',
    });
  });

  it('sends a ready user away from entry pages to the redirect, else the brand default route', () => {
    expect(
      decide(
        { group: 'public', redirectSignedIn: true },
        READY,
        at('/login', '?redirect_url=%2Ftest%2Fhome'),
      ),
    ).toEqual({ kind: 'redirect', to: '/test/home' });
    expect(decide({ group: 'public', redirectSignedIn: true }, READY, at('/login'))).toEqual({
      kind: 'redirect',
      to: '/user-home',
    });
  });

  it('keeps info pages readable while signed in, and entry pages open to visitors', () => {
    expect(decide({ group: 'public' }, READY)).toEqual({ kind: 'allow' });
    expect(decide({ group: 'public', redirectSignedIn: true }, SIGNED_OUT)).toEqual({
      kind: 'allow',
    });
  });

  it('never redirects web-view pages', () => {
    expect(decide({ group: 'webView' }, SIGNED_OUT)).toEqual({ kind: 'allow' });
  });
});

describe('landingAfterLogin', () => {
  it('prefers redirect_url, then the brand default route, then learn home', () => {
    expect(landingAfterLogin('/user-home', '/practice/home')).toBe('/practice/home');
    expect(landingAfterLogin('/user-home', null)).toBe('/user-home');
    expect(landingAfterLogin(undefined)).toBe('/learn/home');
  });

  it('ignores a redirect to another site', () => {
    expect(landingAfterLogin('/user-home', '//evil.example/x')).toBe('/user-home');
    expect(landingAfterLogin('/user-home', 'https://evil.example')).toBe('/user-home');
  });
});

describe('blogSignupTarget', () => {
  it.each([
    ['test', '/test/home'],
    ['practice', '/practice/home'],
    ['learn', '/learn/home'],
    ['news', '/user-home'],
    ['constructor', '/user-home'],
  ])('%s leads to %s', (type, target) => {
    expect(blogSignupTarget(type, '/user-home')).toBe(target);
  });
});
