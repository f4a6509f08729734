import { z } from 'zod';
import { AppError } from '../../../domain/errors.ts';
import type { AppleSettings } from './paymentSettings.ts';

/** Apple's verifyReceipt statuses we act on (developer.apple.com, "verifyReceipt" status codes). */
const APPLE_STATUS_VALID = 0;
/** A sandbox receipt sent to production: Apple says to check it again against the sandbox. */
export const APPLE_STATUS_SANDBOX_RECEIPT = 21007;
/** verifyReceipt can be slow; longer than this and the buyer is told to try again. */
const APPLE_TIMEOUT_MS = 10_000;

const appleAnswer = z.object({
  status: z.number(),
  receipt: z
    .object({
      in_app: z
        .array(z.object({ product_id: z.string(), transaction_id: z.string() }).loose())
        .default([]),
    })
    .loose()
    .optional(),
});

export interface ApplePurchase {
  productId: string;
  transactionId: string;
}

/**
 * The purchases of an App Store receipt, as Apple's verifyReceipt confirms them: production first,
 * and the sandbox when production answers 21007, as Apple documents (App Review pays in the sandbox).
 */
export async function verifyAppleReceipt(
  settings: AppleSettings,
  receiptData: string,
): Promise<readonly ApplePurchase[]> {
  let answer = await ask(settings.verifyUrl, settings, receiptData);
  if (answer.status === APPLE_STATUS_SANDBOX_RECEIPT)
    answer = await ask(settings.sandboxVerifyUrl, settings, receiptData);
  if (answer.status !== APPLE_STATUS_VALID)
    throw new AppError(
      'APPLE_RECEIPT_INVALID',
      `The App Store refused the receipt (${answer.status})`,
    );
  return (answer.receipt?.in_app ?? []).map((p) => ({
    productId: p.product_id,
    transactionId: p.transaction_id,
  }));
}

async function ask(url: string, settings: AppleSettings, receiptData: string) {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        'receipt-data': receiptData,
        ...(settings.sharedSecret && { password: settings.sharedSecret }),
        'exclude-old-transactions': true,
      }),
      signal: AbortSignal.timeout(APPLE_TIMEOUT_MS),
    });
  } catch {
    throw new AppError('GATEWAY_UNAVAILABLE', 'The App Store cannot be reached; try again');
  }
  const parsed = appleAnswer.safeParse(await response.json().catch(() => undefined));
  if (!response.ok || !parsed.success)
    throw new AppError('GATEWAY_UNAVAILABLE', 'The App Store gave no usable answer; try again');
  return parsed.data;
}
