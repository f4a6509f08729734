import { createHmac, randomUUID } from 'node:crypto';

/** What a partner cloud puts in its hand-over token (JWT claims), with defaults for tests. */
export interface CloudTokenClaims {
  iss?: string;
  aud?: string;
  sub?: string;
  jti?: string;
  iat?: number;
  exp?: number;
  mobile?: string;
  email?: string;
  name?: string;
}

const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');

/** Signs a token as the partner would: an HS256 JWT with the shared secret. */
export function mintCloudToken(secret: string, nowMs: number, claims: CloudTokenClaims): string {
  const iat = Math.floor(nowMs / 1000);
  const body = encode({ sub: 'jio-4711', jti: randomUUID(), iat, exp: iat + 120, ...claims });
  const head = encode({ alg: 'HS256', typ: 'JWT' });
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}
