import type { PaymentSettings } from './paymentSettings.ts';
import type { PaymentProvider } from './PaymentProvider.ts';
import { razorpayGateway } from './razorpayGateway.ts';
import { sandboxGateway } from './sandboxGateway.ts';

/** The gateway the settings choose; the sandbox signs with the token secret. */
export function paymentProviderOf(settings: PaymentSettings, tokenSecret: string): PaymentProvider {
  return settings.gateway.name === 'razorpay'
    ? razorpayGateway(settings.gateway)
    : sandboxGateway(tokenSecret);
}
