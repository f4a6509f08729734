import { STORAGE_KEYS } from '../runtime/api/tokenStore.ts';
import { AUTH_HEADERS } from '../domain/contracts/authHeaders.ts';
import { familyOver } from '../server/process/familyOver.ts';
import { SERVER_HOST } from '../server/process/serverProcess.ts';
import { BENCH_PASSWORD } from './apiAccounts.ts';

/** What the client keeps in localStorage for a signed-in parent (runtime/api/tokenStore.ts). */
export type StoredSession = Record<string, string>;

/**
 * A parent with a child preparing for JEE Main, made over HTTP as a person would, then signed in
 * as the client signs in: the storage entries that make the app open signed in (the app asks for
 * the profiles itself and picks the only child).
 */
export async function signedInStudent(url: string, mobile: string): Promise<StoredSession> {
  await familyOver(url, mobile, '10.6.0.1');
  const answer = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: {
      host: SERVER_HOST,
      'content-type': 'application/json',
      'x-forwarded-for': '10.6.0.2',
    },
    body: JSON.stringify({ mobile, password: BENCH_PASSWORD, device_id: 'bench-web' }),
  });
  const token = answer.headers.get(AUTH_HEADERS.token);
  const refreshToken = answer.headers.get(AUTH_HEADERS.refreshToken);
  if (!answer.ok || !token || !refreshToken)
    throw new Error(`sign-in answered ${answer.status} without tokens: ${await answer.text()}`);
  return { [STORAGE_KEYS.token]: token, [STORAGE_KEYS.refreshToken]: refreshToken };
}
