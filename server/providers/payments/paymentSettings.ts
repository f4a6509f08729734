/** The Razorpay account a brand's payments go to (see docs/decisions/subscriptions.md). */
export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Razorpay's API (default https://api.razorpay.com); tests point it at a fake. */
  apiUrl: string;
  /** Razorpay's hosted checkout form (default https://api.razorpay.com/v1/checkout/embedded). */
  checkoutUrl: string;
}

/** Where App Store receipts are checked (Apple's verifyReceipt). */
export interface AppleSettings {
  verifyUrl: string;
  /** Where a receipt is checked again when the production answer is 21007 (a sandbox receipt). */
  sandboxVerifyUrl: string;
  /** The app's shared secret, sent with each receipt when set. */
  sharedSecret?: string;
}

/** How the server takes payments: its gateway (the sandbox unless one is configured) and Apple. */
export interface PaymentSettings {
  gateway: { name: 'sandbox' } | ({ name: 'razorpay' } & RazorpaySettings);
  apple: AppleSettings;
}

export const RAZORPAY_API_URL = 'https://api.razorpay.com';
export const RAZORPAY_CHECKOUT_URL = 'https://api.razorpay.com/v1/checkout/embedded';
export const APPLE_VERIFY_URL = 'https://buy.itunes.apple.com/verifyReceipt';
export const APPLE_SANDBOX_VERIFY_URL = 'https://sandbox.itunes.apple.com/verifyReceipt';

export const SANDBOX_PAYMENTS: PaymentSettings = {
  gateway: { name: 'sandbox' },
  apple: { verifyUrl: APPLE_VERIFY_URL, sandboxVerifyUrl: APPLE_SANDBOX_VERIFY_URL },
};

/** Where the app's pages post the checkout form: the gateway's hosted page, if it is not ours. */
export function checkoutOrigins(settings: PaymentSettings | undefined): readonly string[] {
  return settings?.gateway.name === 'razorpay'
    ? [new URL(settings.gateway.checkoutUrl).origin]
    : [];
}
