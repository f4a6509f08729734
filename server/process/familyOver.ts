import { SERVER_HOST } from './serverProcess.ts';

export interface FamilyOverHttp {
  /** The parent's token. */
  token: string;
  childToken: string;
}

/** A parent and child made over HTTP as a person would (the dev outbox gives the code). */
export async function familyOver(
  url: string,
  mobile: string,
  ip?: string,
): Promise<FamilyOverHttp> {
  const headers = {
    host: SERVER_HOST,
    'content-type': 'application/json',
    ...(ip && { 'x-forwarded-for': ip }),
  };
  const post = (path: string, body: object, extra: Record<string, string> = {}) =>
    fetch(`${url}/api/auth${path}`, {
      method: 'POST',
      headers: { ...headers, ...extra },
      body: JSON.stringify(body),
    });
  const signUp = await post('/sign-up', { mobile, password: 'Str0ng#pass' });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const outbox = await fetch(`${url}/dev/outbox.json`, { headers: { host: SERVER_HOST } });
  const { messages } = (await outbox.json()) as { messages: { recipient: string; body: string }[] };
  const code = /\b(\d{6})\b/.exec(messages.find((m) => m.recipient === mobile)?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${mobile}`);
  const verified = await post(
    '/verifyOtp',
    { otp: code },
    { 'x-otp-token': signUp.headers.get('x-otp-token') ?? '' },
  );
  const token = verified.headers.get('x-auth-token') ?? '';
  const child = await post(
    '/add_profile',
    { first_name: 'Bench Taker', primary_goal: 'PreUG', primary_exam: 'jee-main' },
    { 'x-auth-token': token },
  );
  if (!child.ok) throw new Error(`add_profile answered ${child.status}: ${await child.text()}`);
  return { token, childToken: ((await child.json()) as { data: { token: string } }).data.token };
}
