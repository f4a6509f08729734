// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { connectedResponse } from '../../../../domain/contracts/session.ts';
import { signedInState } from '../../../../runtime/session/connectedFrom.ts';

const body = (extra: Record<string, unknown>) =>
  z.parse(connectedResponse, {
    data: {
      user_details: {
        id: 'u1',
        org_id: 1,
        email: null,
        mobile: '9876543210',
        email_verified: false,
        mobile_verified: true,
        first_name: 'Asha',
        last_name: 'Rao',
      },
      linked_profiles: [],
      skip_password_token: null,
      ...extra,
    },
  });

describe('the user record’s feature flags', () => {
  it('reach the session when the server sends them', () => {
    const flags = { category: 'CAT-L', embiums: false };
    const state = signedInState(body({ feature_flags: flags }), false);
    expect(state.status === 'signedIn' && state.connected.featureFlags).toEqual(flags);
  });

  it('may be absent: then the user has none', () => {
    const state = signedInState(body({}), false);
    expect(state.status === 'signedIn' && state.connected.featureFlags).toBeUndefined();
  });

  it('may hold flags of any shape, which never make the session unreadable', () => {
    const state = signedInState(body({ feature_flags: { later: { nested: [1] } } }), false);
    expect(state.status === 'signedIn' && state.connected.featureFlags).toEqual({
      later: { nested: [1] },
    });
  });

  it('must be a record when present', () => {
    expect(() => body({ feature_flags: ['embiums'] })).toThrow();
  });
});
