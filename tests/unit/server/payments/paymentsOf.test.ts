import { describe, expect, it } from 'vitest';
import { paymentsOf, parseServerEnv } from '../../../../server/config/serverConfig.ts';

describe('payment settings', () => {
  it('defaults to the sandbox gateway', () => {
    expect(paymentsOf(parseServerEnv({})).gateway).toEqual({ name: 'sandbox' });
  });

  it('refuses Razorpay without its keys, naming each missing one', () => {
    const env = parseServerEnv({ PAYMENT_GATEWAY: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_x' });
    expect(() => paymentsOf(env)).toThrow(
      'invalid server settings:\n  PAYMENT_GATEWAY=razorpay needs RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET',
    );
  });

  it('takes Razorpay with all three secrets, at Razorpay unless told otherwise', () => {
    const env = parseServerEnv({
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
    });
    expect(paymentsOf(env).gateway).toMatchObject({
      name: 'razorpay',
      apiUrl: 'https://api.razorpay.com',
      checkoutUrl: 'https://api.razorpay.com/v1/checkout/embedded',
    });
  });
});
