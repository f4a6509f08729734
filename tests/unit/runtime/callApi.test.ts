// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { solveWithUsCall } from '../../../domain/contracts/practice.ts';
import { connectedProfilesCall } from '../../../domain/contracts/session.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { readTokens, writeTokens } from '../../../runtime/api/tokenStore.ts';

const CONNECTED = {
  data: {
    user_details: {
      id: 'u1',
      org_id: 1,
      email: null,
      mobile: '9876543210',
      email_verified: false,
      mobile_verified: true,
      first_name: '',
      last_name: '',
    },
    linked_profiles: [],
    skip_password_token: null,
  },
};

const urlOf = (input: RequestInfo | URL) =>
  input instanceof Request ? input.url : input.toString();

/** A server whose access token "old" has expired: refresh trades the refresh token for "new". */
function server(refreshStatus = 200, expiredStatus = 401) {
  return vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    const headers = new Headers(init?.headers);
    if (url.endsWith('/refresh-token')) {
      return Promise.resolve(
        refreshStatus === 200
          ? Response.json(
              { data: { refreshed: true } },
              { headers: { 'x-auth-token': 'new', 'x-refresh-token': 'r2' } },
            )
          : Response.json({ code: 'SESSION_REVOKED', message: 'ended' }, { status: refreshStatus }),
      );
    }
    return Promise.resolve(
      headers.get('x-auth-token') === 'new'
        ? Response.json(CONNECTED)
        : Response.json({ code: 'TOKEN_EXPIRED', message: 'expired' }, { status: expiredStatus }),
    );
  });
}

const refreshes = () =>
  vi.mocked(fetch).mock.calls.filter(([input]) => urlOf(input).endsWith('/refresh-token'));

beforeEach(() => writeTokens({ token: 'old', refreshToken: 'r1' }));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('callApi', () => {
  it('refreshes once for calls that fail together, and retries each with the new token', async () => {
    vi.stubGlobal('fetch', server());
    const answers = await Promise.all([
      callApi(connectedProfilesCall),
      callApi(connectedProfilesCall),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(refreshes()).toHaveLength(1);
    expect(readTokens()).toEqual({ token: 'new', refreshToken: 'r2' });
  });

  it('treats 403 as unauthorised too (shell spec §5)', async () => {
    vi.stubGlobal('fetch', server(200, 403));
    expect((await callApi(connectedProfilesCall)).status).toBe(200);
    expect(refreshes()).toHaveLength(1);
  });

  it('signs the parent out and reloads when the refresh itself is refused', async () => {
    vi.stubGlobal('fetch', server(401));
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => undefined);
    await expect(callApi(connectedProfilesCall)).rejects.toMatchObject({
      status: 401,
      code: 'TOKEN_EXPIRED',
    });
    expect(readTokens()).toBeUndefined();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('writes boolean query flags so that the contract reads back the same booleans', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(Response.json({ code: 'NOT_FOUND', message: 'gone' }, { status: 404 })),
      ),
    );
    await callApi(solveWithUsCall, {
      params: { sessionId: 's-1', code: 'q-1' },
      query: { showAnswer: false, showSolution: true },
    }).catch(() => undefined);
    const [input] = vi.mocked(fetch).mock.calls[0] ?? [];
    const search = new URL(urlOf(input ?? ''), 'http://app.test').searchParams;
    expect(search.get('showAnswer')).toBe('false');
    const read = z.parse(solveWithUsCall.query, Object.fromEntries(search));
    expect(read).toMatchObject({ showAnswer: false, showSolution: true });
  });
});
