import Fastify from 'fastify';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { OAuthProviderConfig } from '../../server/providers/oauth/oauthProvider.ts';

export interface FakePerson {
  email: string;
  name: string;
  email_verified: boolean;
}

export interface FakeOAuthProvider {
  config: OAuthProviderConfig;
  /** A code as the consent page would give it, for tests that skip the browser. */
  issueCode: (redirectUri: string) => string;
  close: () => Promise<void>;
}

const CLIENT_ID = 'abhyas';
const CLIENT_SECRET = 'fake-provider-secret';

/**
 * A local OAuth 2.0 provider (authorisation-code flow, RFC 6749 §4.1) for one person: its consent
 * page agrees at once and sends the browser back with a one-use code for that redirect address.
 */
export async function startFakeOAuthProvider(
  person: FakePerson,
  port = 0,
): Promise<FakeOAuthProvider> {
  const codes = new Map<string, string>();
  const tokens = new Set<string>();
  const issueCode = (redirectUri: string) => {
    const code = randomBytes(12).toString('hex');
    codes.set(code, redirectUri);
    return code;
  };

  const server = Fastify();
  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  server.get('/authorize', (request, reply) => {
    const q = request.query as Record<string, string | undefined>;
    if (q.client_id !== CLIENT_ID || q.response_type !== 'code' || !q.redirect_uri)
      return reply.code(400).send({ error: 'invalid_request' });
    const back = new URL(q.redirect_uri);
    back.searchParams.set('code', issueCode(q.redirect_uri));
    if (q.state) back.searchParams.set('state', q.state);
    return reply.redirect(back.toString());
  });
  server.post('/token', (request, reply) => {
    const form = request.body as Record<string, string>;
    const redirectUri = codes.get(form.code ?? '');
    codes.delete(form.code ?? '');
    const ok =
      form.grant_type === 'authorization_code' &&
      redirectUri !== undefined &&
      redirectUri === form.redirect_uri &&
      form.client_id === CLIENT_ID &&
      form.client_secret === CLIENT_SECRET;
    if (!ok) return reply.code(400).send({ error: 'invalid_grant' });
    const token = randomBytes(12).toString('hex');
    tokens.add(token);
    return { access_token: token, token_type: 'Bearer' };
  });
  server.get('/userinfo', (request, reply) =>
    tokens.has(String(request.headers.authorization).replace(/^Bearer /, ''))
      ? person
      : reply.code(401).send({ error: 'invalid_token' }),
  );
  await server.listen({ host: '127.0.0.1', port });
  const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return {
    config: {
      authorizeUrl: `${base}/authorize`,
      scope: 'openid email profile',
      tokenUrl: `${base}/token`,
      userInfoUrl: `${base}/userinfo`,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
    },
    issueCode,
    close: () => server.close(),
  };
}
