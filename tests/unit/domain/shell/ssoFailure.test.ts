import { describe, expect, it } from 'vitest';
import { ssoFailureOutcome } from '../../../../domain/shell/ssoFailure.ts';

describe('single-sign-on failure (shell spec §4, §8)', () => {
  it.each([
    // status, in web view, tracking id, authenticated → dismiss, toast, to login
    [400, true, true, false, true, false, false],
    [500, true, false, true, true, false, false],
    [400, false, true, false, false, true, true],
    [400, false, true, true, false, true, false],
    [400, false, false, false, false, false, true],
    [401, false, true, false, false, false, true],
    [0, false, true, true, false, false, false],
  ])(
    'status %i, web view %s, tracking id %s, signed in %s → dismiss %s, toast %s, login %s',
    (status, inWebView, hasTrackingId, authenticated, dismissWebView, toast, toLogin) => {
      expect(ssoFailureOutcome({ status, inWebView, hasTrackingId, authenticated })).toEqual({
        dismissWebView,
        sessionExpiredToast: toast,
        toLogin,
      });
    },
  );
});
