// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackingDetailsCall } from '../../../../domain/contracts/deepLinks.ts';
import { connectedProfilesCall, ssoVerifyCall } from '../../../../domain/contracts/session.ts';
import { callApi } from '../../../../runtime/api/callApi.ts';
import { writeTokens } from '../../../../runtime/api/tokenStore.ts';
import { on, stubServices } from '../../renderers/stubServices.ts';
import { spyOnBeacons } from './beacons.ts';

let beacons: ReturnType<typeof spyOnBeacons>;

beforeEach(() => {
  beacons = spyOnBeacons();
  writeTokens({ token: 'fresh', refreshToken: 'r1' });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const reports = async () =>
  (await beacons.sent()).filter((e) => e.namespace === 'errors' && e.topic === 'api_error');

describe('API failures become error records', () => {
  it('reports an error answer with code, type, response, feature and URL', async () => {
    stubServices(
      on('GET', '/api/auth/connected_profiles', {
        status: 500,
        body: { code: 'INTERNAL', message: 'Something went wrong on our side' },
      }),
    );
    await expect(callApi(connectedProfilesCall)).rejects.toMatchObject({
      code: 'INTERNAL',
    });
    const [record] = await reports();
    expect(record?.payload).toMatchObject({
      error_code: 'INTERNAL',
      error_type: 'http_500',
      error_response: 'Something went wrong on our side',
      feature_name: 'auth/connected_profiles',
      status: 500,
      url: '/api/auth/connected_profiles',
    });
  });

  it('reports a network failure under the feature the caller names, without the query', async () => {
    stubServices();
    const call = callApi(ssoVerifyCall, {
      feature: 'SingleSignOn',
      query: { lr: 'one-time-secret' },
    });
    await expect(call).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    const [record] = await reports();
    expect(record?.payload).toMatchObject({
      error_code: 'NETWORK',
      error_type: 'network',
      feature_name: 'SingleSignOn',
      url: '/api/auth/sso/token/verify',
    });
    expect(JSON.stringify(record?.payload)).not.toContain('one-time-secret');
  });

  it('reports an answer its contract does not describe, or that is not JSON', async () => {
    stubServices(
      on('GET', '/api/auth/connected_profiles', { body: { data: { unexpected: true } } }),
    );
    await expect(callApi(connectedProfilesCall)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 }))),
    );
    await expect(callApi(connectedProfilesCall)).rejects.toMatchObject({
      status: 502,
      code: 'UNKNOWN',
    });
    expect((await reports()).map((r) => r.payload.error_type)).toEqual([
      'invalid_response',
      'http_502',
    ]);
  });

  it('reports nothing for a success, and never a failing call of the events service', async () => {
    stubServices(
      on('GET', '/api/events/tracking-details/abc', {
        status: 503,
        body: { code: 'INTERNAL', message: 'down' },
      }),
    );
    await expect(callApi(trackingDetailsCall, { params: { id: 'abc' } })).rejects.toMatchObject({
      status: 503,
    });
    expect(beacons.spy).not.toHaveBeenCalled();
  });
});
