import type { TestApp } from './createTestApp.ts';
import { latestCode } from './latestCode.ts';

export interface Family {
  token: string;
  childId: string;
  childToken: string;
}

/**
 * A verified parent with one child preparing for an exam, made as a person would (sign up, code
 * from the outbox, add a profile): the parent's token and the child's id and token. The parent
 * signs up by e-mail when `login` is one (brands that sign up by e-mail), else by mobile.
 */
export async function familyWithChild(
  t: TestApp,
  login: string,
  exam = { goal: 'PreUG', code: 'jee-main' },
  host = 'abhyas.localhost',
): Promise<Family> {
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { host, ...headers } });
  const identifier = login.includes('@') ? { email: login } : { mobile: login };
  const signUp = await post('/api/auth/sign-up', { ...identifier, password: 'Str0ng#pass' });
  const verified = await post(
    '/api/auth/verifyOtp',
    { otp: await latestCode(t.app, host, login) },
    { 'x-otp-token': String(signUp.headers['x-otp-token']) },
  );
  const token = String(verified.headers['x-auth-token']);
  const child = await post(
    '/api/auth/add_profile',
    { first_name: 'Asha Rao', primary_goal: exam.goal, primary_exam: exam.code },
    { 'x-auth-token': token },
  );
  const { id, token: childToken } = child.json<{ data: { id: string; token: string } }>().data;
  return { token, childId: id, childToken };
}
