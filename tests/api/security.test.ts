import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, latestCode, type TestApp } from './testApp.ts';

const HOST = 'abhyas.localhost';
const PASSWORD = 'Str0ng#pass';

describe.each(DIALECTS)('brute force on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { host: HOST, ...headers } });

  async function signUp(mobile: string) {
    const answer = await post('/api/auth/sign-up', { mobile, password: PASSWORD });
    return String(answer.headers['x-otp-token']);
  }

  it('kills a code after five wrong entries, even if the right one follows', async () => {
    const otpToken = await signUp('9000000001');
    const code = await latestCode(t.app, HOST, '9000000001');
    const wrong = code === '000000' ? '111111' : '000000';
    const codes = [];
    for (let i = 0; i < 5; i++)
      codes.push(
        (await post('/api/auth/verifyOtp', { otp: wrong }, { 'x-otp-token': otpToken })).json<{
          code: string;
        }>().code,
      );
    expect(codes).toEqual([
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_EXHAUSTED',
    ]);
    const right = await post('/api/auth/verifyOtp', { otp: code }, { 'x-otp-token': otpToken });
    expect(right.json<{ code: string }>().code).toBe('OTP_EXHAUSTED');
  });

  it('refuses a code after five minutes', async () => {
    const otpToken = await signUp('9000000002');
    const code = await latestCode(t.app, HOST, '9000000002');
    t.advance(5 * 60 * 1000 + 1);
    const late = await post('/api/auth/verifyOtp', { otp: code }, { 'x-otp-token': otpToken });
    expect(late.json<{ code: string }>().code).toBe('TOKEN_EXPIRED');
  });

  it('accepts a code once', async () => {
    const otpToken = await signUp('9000000006');
    const code = await latestCode(t.app, HOST, '9000000006');
    expect(
      (await post('/api/auth/verifyOtp', { otp: code }, { 'x-otp-token': otpToken })).statusCode,
    ).toBe(200);
    const again = await post('/api/auth/verifyOtp', { otp: code }, { 'x-otp-token': otpToken });
    expect(again.json<{ code: string }>().code).toBe('OTP_EXPIRED');
  });

  it('answers 429 with Retry-After before the tenth OTP guess on one identifier', async () => {
    const mobile = '9000000003';
    let otpToken = await signUp(mobile);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      if (i === 5)
        otpToken = String(
          (await post('/api/auth/resend_otp', {}, { 'x-otp-token': otpToken })).headers[
            'x-otp-token'
          ],
        );
      const answer = await post(
        '/api/auth/verifyOtp',
        { otp: '123456' },
        { 'x-otp-token': otpToken },
      );
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) {
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        break;
      }
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length).toBeLessThan(10);
  });

  it('answers 429 before the tenth password guess on one account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10 && statuses.at(-1) !== 429; i++) {
      statuses.push(
        (
          await post('/api/auth/sign-in', {
            mobile: '9000000004',
            password: `Guess#${i}abc`,
            device_id: 'x',
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('limits how many codes one identifier can be sent', async () => {
    let otpToken = await signUp('9000000005');
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const answer = await post('/api/auth/resend_otp', {}, { 'x-otp-token': otpToken });
      statuses.push(answer.statusCode);
      if (answer.statusCode === 200) otpToken = String(answer.headers['x-otp-token']);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
