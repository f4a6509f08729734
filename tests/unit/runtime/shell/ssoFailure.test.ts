// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shellStore } from '../../../../runtime/shellStore.ts';
import {
  handleSsoFailure,
  SSO_EXPIRED_MESSAGE,
} from '../../../../runtime/session/handleSsoFailure.ts';
import { loginPathFrom } from '../../../../runtime/session/ssoFailure.ts';
import { dismissToast, toastsAtom } from '../../../../runtime/toast/toastStore.ts';

const refused = { status: 400, code: 'SSO_INVALID' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const toast of shellStore.get(toastsAtom)) dismissToast(toast.id);
  localStorage.clear();
  vi.useRealTimers();
});

describe('a failed single sign-on in the browser', () => {
  it('shows the session-expired error at the top right for 15 s when a QR code brought the person', () => {
    localStorage.setItem('tracking_id', 'qr-1');
    expect(handleSsoFailure(refused, false)).toEqual({
      dismissWebView: false,
      sessionExpiredToast: true,
      toLogin: true,
    });
    expect(shellStore.get(toastsAtom)).toMatchObject([
      { type: 'error', messageKey: SSO_EXPIRED_MESSAGE, position: 'topRight', durationMs: 15_000 },
    ]);
    vi.advanceTimersByTime(15_000);
    expect(shellStore.get(toastsAtom)).toEqual([]);
  });

  it('shows no toast without a tracking id, or for another failure', () => {
    handleSsoFailure(refused, false);
    localStorage.setItem('tracking_id', 'qr-1');
    handleSsoFailure(new Error('offline'), true);
    expect(shellStore.get(toastsAtom)).toEqual([]);
  });

  it('sends someone without a session to log in, back to the page the link opened', () => {
    expect(handleSsoFailure(refused, true).toLogin).toBe(false);
    expect(loginPathFrom('/')).toBe('/login');
    expect(loginPathFrom('/', '?tracking_id=qr-1')).toBe('/login');
    expect(loginPathFrom('/login', '?x=1')).toBe('/login');
    expect(loginPathFrom('/learn/home', '?tab=1')).toBe(
      '/login?redirect_url=%2Flearn%2Fhome%3Ftab%3D1',
    );
  });
});
