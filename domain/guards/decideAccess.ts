import type { Route } from '../../schemas/types.generated.ts';
import { landingAfterLogin, REDIRECT_PARAM } from './landingAfterLogin.ts';

/** What the guards need to know of the session; filled by the accounts service. */
export interface SessionFacts {
  signedIn: boolean;
  /** Mobile or e-mail verified (shell spec §5, account verification). */
  verified: boolean;
  hasProfiles: boolean;
  hasCurrentProfile: boolean;
  /** The current profile, when its goal and exam are not a pair of the exam list. */
  mismatchedProfileId?: string;
}

export const SIGNED_OUT: SessionFacts = {
  signedIn: false,
  verified: false,
  hasProfiles: false,
  hasCurrentProfile: false,
};

export const LANDING_PATH = '/';
export const ACCOUNT_VERIFY_PATH = '/account-verify';
export const PROFILE_PATH = '/browse-profiles';
/** Edit profile opened by the guard to fix a goal/exam mismatch shows no way back (spec §4). */
export const HIDE_BACK_PARAM = 'hide_back';

export function editProfilePath(profileId: string, hideBack = false): string {
  return `/edit-profile/${encodeURIComponent(profileId)}${hideBack ? `?${HIDE_BACK_PARAM}=true` : ''}`;
}

export interface AccessRequest {
  route: Pick<Route, 'group' | 'redirectSignedIn' | 'allowUnverified'>;
  session: SessionFacts;
  location: { pathname: string; search: string };
  brand: { defaultRoute?: string; accountVerification: boolean };
}

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const ALLOW: AccessDecision = { kind: 'allow' };

/**
 * The route guards of shell spec §2 as one pure decision. Web-view pages are never redirected:
 * the native app that opens them owns the session.
 */
export function decideAccess({ route, session, location, brand }: AccessRequest): AccessDecision {
  const verified = session.verified || !brand.accountVerification;
  const complete = session.hasProfiles && session.hasCurrentProfile;
  switch (route.group) {
    case 'webView':
      return ALLOW;
    case 'public': {
      if (!route.redirectSignedIn || !session.signedIn || !verified || !complete) return ALLOW;
      const redirect = new URLSearchParams(location.search).get(REDIRECT_PARAM);
      return { kind: 'redirect', to: landingAfterLogin(brand.defaultRoute, redirect) };
    }
    case 'authenticated':
    case 'profileComplete': {
      if (!session.signedIn) {
        const back = encodeURIComponent(location.pathname + location.search);
        return { kind: 'redirect', to: `${LANDING_PATH}?${REDIRECT_PARAM}=${back}` };
      }
      if (!verified && !route.allowUnverified) return { kind: 'redirect', to: ACCOUNT_VERIFY_PATH };
      if (route.group !== 'profileComplete') return ALLOW;
      if (!complete) return { kind: 'redirect', to: PROFILE_PATH };
      if (session.mismatchedProfileId !== undefined)
        return { kind: 'redirect', to: editProfilePath(session.mismatchedProfileId, true) };
      return ALLOW;
    }
  }
}
