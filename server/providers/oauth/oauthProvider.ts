import { z } from 'zod';
import type { OAUTH_PROVIDER_NAMES } from '../../../domain/contracts/auth.ts';
import { AppError } from '../../../domain/errors.ts';

/**
 * Where an OAuth 2.0 provider sends people to consent, takes codes and tells who signed in; set
 * per deployment.
 */
export interface OAuthProviderConfig {
  authorizeUrl: string;
  scope: string;
  tokenUrl: string;
  userInfoUrl: string;
  clientId: string;
  clientSecret: string;
}

export type OAuthProviderName = (typeof OAUTH_PROVIDER_NAMES)[number];

const tokenAnswer = z.object({ access_token: z.string().min(1) });
const userInfo = z.object({
  email: z.email(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
});

/** Providers answering slower than this count as failed rather than holding a sign-in open. */
export const OAUTH_TIMEOUT_MS = 10_000;

/**
 * The authorisation-code exchange (RFC 6749 §4.1.3) and the user-info call: the person's verified
 * e-mail and name. Anything the provider refuses is OAUTH_FAILED.
 */
export async function exchangeCode(config: OAuthProviderConfig, code: string, redirectUri: string) {
  const token = await fetch(config.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: config.clientId,
      client_secret: config.clientSecret,
    }),
    signal: AbortSignal.timeout(OAUTH_TIMEOUT_MS),
  });
  const tokens = tokenAnswer.safeParse(token.ok ? await token.json() : undefined);
  if (!tokens.success) throw new AppError('OAUTH_FAILED');
  const info = await fetch(config.userInfoUrl, {
    headers: { authorization: `Bearer ${tokens.data.access_token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(OAUTH_TIMEOUT_MS),
  });
  const person = userInfo.safeParse(info.ok ? await info.json() : undefined);
  if (!person.success || person.data.email_verified === false) throw new AppError('OAUTH_FAILED');
  return { email: person.data.email.toLowerCase(), name: person.data.name ?? '' };
}
