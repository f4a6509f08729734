import { ssoFailureOutcome, type SsoFailureOutcome } from '../../domain/shell/ssoFailure.ts';
import {
  SESSION_EXPIRED_TOAST_MS,
  SESSION_EXPIRED_TOAST_POSITION,
} from '../../domain/shell/toastKinds.ts';
import { dismissWebView } from '../platform/dismissWebView.ts';
import { IN_WEB_VIEW } from '../platform/clientPlatform.ts';
import { readTrackingId } from '../storage/trackingId.ts';
import { showToast } from '../toast/toastStore.ts';

/** The message of the refused QR-code sign-on (shell spec §8). */
export const SSO_EXPIRED_MESSAGE = 'shell.toast.ssoSessionExpired';

/** The status of a failed call (ApiError's), read by shape so the API client stays lazily loaded. */
function statusOf(error: unknown): number {
  const status: unknown =
    typeof error === 'object' && error !== null ? Reflect.get(error, 'status') : undefined;
  return typeof status === 'number' ? status : 0;
}

/**
 * Carries out what a failed single-sign-on exchange leads to: closes the app's web view (when its
 * bridge answers; otherwise the page acts as in a browser) or shows the session-expired toast,
 * and tells the caller whether the person must log in.
 */
export function handleSsoFailure(error: unknown, authenticated: boolean): SsoFailureOutcome {
  const facts = {
    status: statusOf(error),
    inWebView: IN_WEB_VIEW,
    hasTrackingId: readTrackingId() !== undefined,
    authenticated,
  };
  let outcome = ssoFailureOutcome(facts);
  if (outcome.dismissWebView && !dismissWebView('ssoFailed'))
    outcome = ssoFailureOutcome({ ...facts, inWebView: false });
  if (outcome.sessionExpiredToast)
    showToast({
      type: 'error',
      messageKey: SSO_EXPIRED_MESSAGE,
      durationMs: SESSION_EXPIRED_TOAST_MS,
      position: SESSION_EXPIRED_TOAST_POSITION,
    });
  return outcome;
}
