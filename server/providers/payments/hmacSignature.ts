import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of a message, hex: how Razorpay signs callbacks and webhooks, and the sandbox too. */
export function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Whether `signature` is the HMAC of `message`, compared in constant time. */
export function signatureMatches(secret: string, message: string, signature: string): boolean {
  const expected = Buffer.from(hmacHex(secret, message), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
