import { SERVER_HOST } from '../server/process/serverProcess.ts';

export const BENCH_PASSWORD = 'Str0ng#pass';
/** Sign-ins an account is allowed per window (ratePolicies' signInPerAccount is 5): one spare. */
export const SIGN_INS_PER_ACCOUNT = 4;
/** Sign-ups at once while setting up: argon2 on a 2-core machine gains nothing from more. */
const SIGN_UPS_AT_ONCE = 4;

/** A client address of its own for the n-th caller, as students behind a load balancer have. */
export function callerAddress(n: number): string {
  return `10.${Math.floor(n / 62_500) % 250}.${Math.floor(n / 250) % 250}.${n % 250}`;
}

/**
 * Accounts signed up over HTTP (not verified: sign-in does not need it), enough for `signIns`
 * sign-ins within the per-account limit: their mobiles, in order.
 */
export async function benchAccounts(url: string, signIns: number): Promise<string[]> {
  const count = Math.ceil(signIns / SIGN_INS_PER_ACCOUNT);
  const mobiles = Array.from({ length: count }, (_, i) => `9${String(400_000_000 + i)}`);
  for (let i = 0; i < count; i += SIGN_UPS_AT_ONCE)
    await Promise.all(
      mobiles.slice(i, i + SIGN_UPS_AT_ONCE).map(async (mobile, k) => {
        const answer = await fetch(`${url}/api/auth/sign-up`, {
          method: 'POST',
          headers: {
            host: SERVER_HOST,
            'content-type': 'application/json',
            'x-forwarded-for': callerAddress(i + k),
          },
          body: JSON.stringify({ mobile, password: BENCH_PASSWORD }),
        });
        if (!answer.ok)
          throw new Error(`sign-up answered ${answer.status}: ${await answer.text()}`);
      }),
    );
  return mobiles;
}
