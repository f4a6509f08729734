// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { beginOAuth, finishOAuth } from '../../../runtime/session/oauthFlow.ts';

const GOOGLE = {
  name: 'google' as const,
  authorize_url: 'https://accounts.example/authorize?ignored=1',
  client_id: 'abhyas',
  scope: 'openid email profile',
};

afterEach(() => sessionStorage.clear());

describe('the OAuth round trip', () => {
  it('sends the person to the provider with a fresh state, and takes back a code with that state once', () => {
    const url = new URL(beginOAuth(GOOGLE, '/practice/home'));
    expect(url.origin + url.pathname).toBe('https://accounts.example/authorize');
    const sent = Object.fromEntries(url.searchParams);
    expect(sent).toMatchObject({
      response_type: 'code',
      client_id: 'abhyas',
      scope: 'openid email profile',
      redirect_uri: `${location.origin}/api/oauth2_callback`,
    });
    expect(sent.state).toMatch(/^[0-9a-f]{32}$/);
    const back = new URLSearchParams({ code: 'c-1', state: sent.state ?? '' });
    expect(finishOAuth(back)).toEqual({
      kind: 'code',
      provider: 'google',
      code: 'c-1',
      redirect: '/practice/home',
    });
    // The same link a second time did not start here any more.
    expect(finishOAuth(back)).toEqual({ kind: 'stale' });
  });

  it('refuses a code with another state (a sign-in someone else started)', () => {
    beginOAuth(GOOGLE, null);
    expect(finishOAuth(new URLSearchParams({ code: 'c-2', state: 'forged' }))).toEqual({
      kind: 'stale',
    });
  });

  it('tells a refusal at the provider apart', () => {
    const state = new URL(beginOAuth(GOOGLE, null)).searchParams.get('state') ?? '';
    expect(finishOAuth(new URLSearchParams({ error: 'access_denied', state }))).toEqual({
      kind: 'refused',
    });
  });
});
