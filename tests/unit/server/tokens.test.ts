import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from '../../../server/sessions/tokens.ts';

const SECRET = 'unit-test-secret-unit-test-secret-0001';
const claims = { kind: 'root', sub: 'u1', org: 1, lid: 'l1', exp: 2_000 } as const;

describe('signed tokens', () => {
  it('round-trip their claims', () => {
    expect(verifyToken(signToken(claims, SECRET), 'root', SECRET, 1_000)).toEqual(claims);
  });

  it('refuse a token of another kind, a changed one, or one signed with another secret', () => {
    const token = signToken(claims, SECRET);
    expect(() => verifyToken(token, 'child', SECRET, 1_000)).toThrow(
      expect.objectContaining({ code: 'UNAUTHORISED' }) as Error,
    );
    const [version, body = '', mac] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'u2' })).toString('base64url');
    expect(() => verifyToken(`${version}.${forged}.${mac}`, 'root', SECRET, 1_000)).toThrow(
      expect.objectContaining({ code: 'UNAUTHORISED' }) as Error,
    );
    expect(() => verifyToken(`${version}.${body}.${mac}`, 'root', `${SECRET}x`, 1_000)).toThrow(
      expect.objectContaining({ code: 'UNAUTHORISED' }) as Error,
    );
  });

  it('expire at their exp time', () => {
    const token = signToken(claims, SECRET);
    expect(verifyToken(token, 'root', SECRET, 1_999).sub).toBe('u1');
    expect(() => verifyToken(token, 'root', SECRET, 2_000)).toThrow(
      expect.objectContaining({ code: 'TOKEN_EXPIRED' }) as Error,
    );
  });
});
