/** The answer status that means the link token was refused (shell spec §4, "Single sign-on"). */
export const SSO_EXPIRED_STATUS = 400;

export interface SsoFailureFacts {
  /** The HTTP status of the failed exchange; 0 when no answer came. */
  status: number;
  /** The Android or iOS app's web view, with a bridge to close it. */
  inWebView: boolean;
  /** A tracking id from the companion app's QR code, in the address or stored. */
  hasTrackingId: boolean;
  /** A session of its own was already stored in this browser. */
  authenticated: boolean;
}

export interface SsoFailureOutcome {
  dismissWebView: boolean;
  sessionExpiredToast: boolean;
  toLogin: boolean;
}

/**
 * What a failed single-sign-on exchange leads to (shell spec §4, §8): the app's web view closes;
 * otherwise a refused QR-code link says the session expired, and someone with no session of their
 * own goes to log in.
 */
export function ssoFailureOutcome(facts: SsoFailureFacts): SsoFailureOutcome {
  if (facts.inWebView) return { dismissWebView: true, sessionExpiredToast: false, toLogin: false };
  return {
    dismissWebView: false,
    sessionExpiredToast: facts.status === SSO_EXPIRED_STATUS && facts.hasTrackingId,
    toLogin: !facts.authenticated,
  };
}
