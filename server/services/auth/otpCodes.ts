import { createHmac, randomInt } from 'node:crypto';

export const OTP_DIGITS = 6;
export const OTP_TTL_MS = 5 * 60 * 1000;
/** Wrong entries a single code survives; the fifth wrong one kills it. */
export const OTP_MAX_ATTEMPTS = 5;

/** What a code may be used for; a code sent for one purpose never unlocks another. */
export const OTP_PURPOSES = [
  'verify-account',
  'login',
  'reset-password',
  'change-login',
  'sso-link',
] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
}

/** Codes are stored keyed to their record, purpose and identifier, never in clear. */
export function hashOtp(
  code: string,
  binding: { id: string; purpose: OtpPurpose; identifier: string },
  secret: string,
) {
  return createHmac('sha256', secret)
    .update(`${binding.id}|${binding.purpose}|${binding.identifier}|${code}`)
    .digest('base64url');
}
