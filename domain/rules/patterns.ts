/**
 * Input validation patterns shared by every form in the platform.
 *
 * They live in one place so that the sign-up form, the profile editor and
 * any server-side check reject exactly the same inputs.
 */

/**
 * Deliberately loose: real address validation happens when we send mail.
 * This only catches typos (missing `@`, missing domain dot, stray spaces)
 * and never rejects an address a mail server would accept.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isEmail(s: string): boolean {
  return EMAIL_PATTERN.test(s);
}

/** Indian mobile numbers are 10 digits and every series starts with 6–9. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

export function isMobile(s: string): boolean {
  return MOBILE_PATTERN.test(s);
}

/**
 * Accepts every prefix of a valid mobile number, so an input can refuse a
 * keystroke as soon as it makes the number impossible instead of waiting
 * for submit.
 */
export const MOBILE_PARTIAL_PATTERN = /^(?:[6-9]\d{0,9})?$/;

export function isPartialMobile(s: string): boolean {
  return MOBILE_PARTIAL_PATTERN.test(s);
}

/** Users type the bare 10 digits; the backend and SMS gateway want E.164. */
export const MOBILE_PREFIX = '+91';

/**
 * Throws rather than returning a best-effort string: sending an OTP to a
 * malformed number wastes an SMS and locks the user out for the cooldown.
 */
export function withMobilePrefix(mobile: string): string {
  if (!isMobile(mobile)) {
    throw new Error(
      `Cannot add ${MOBILE_PREFIX} prefix: "${mobile}" is not a 10-digit mobile number starting with 6-9`,
    );
  }
  return MOBILE_PREFIX + mobile;
}

/**
 * Numbers without the prefix are returned unchanged because older records
 * were stored bare, and the form field must show both kinds the same way.
 */
export function stripMobilePrefix(mobile: string): string {
  return mobile.startsWith(MOBILE_PREFIX) ? mobile.slice(MOBILE_PREFIX.length) : mobile;
}

/** India Post PIN codes have six digits and no postal zone is numbered 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

export function isPincode(s: string): boolean {
  return PINCODE_PATTERN.test(s);
}

/** Every prefix of a valid PIN code, for keystroke-level filtering. */
export const PINCODE_PARTIAL_PATTERN = /^(?:[1-9]\d{0,5})?$/;

export function isPartialPincode(s: string): boolean {
  return PINCODE_PARTIAL_PATTERN.test(s);
}

/** Shorter names are almost always placeholders such as "ab" or "x y". */
export const NAME_MIN_LENGTH = 3;

/** Matches the width of the certificate name field. */
export const NAME_MAX_LENGTH = 120;

/**
 * Uses Unicode letters and combining marks because learners write their
 * names in their own script: Devanagari vowel signs such as `ा` are marks,
 * not letters, and would otherwise be rejected. Dots allow initials
 * ("A. P. J."). The minimum counts letters only, so spaces and dots cannot
 * pad a name to validity; the maximum counts code points.
 */
export const NAME_PATTERN = new RegExp(
  `^(?=(?:[^\\p{L}]*\\p{L}){${NAME_MIN_LENGTH}})[\\p{L}\\p{M} .]{1,${NAME_MAX_LENGTH}}$`,
  'u',
);

export function isName(s: string): boolean {
  return NAME_PATTERN.test(s);
}

export const PASSWORD_MIN_LENGTH = 8;

/** Kept to a small set that every mobile keyboard shows without hunting. */
export const PASSWORD_SPECIALS = '@$!%*#?&';

/**
 * Requires one character from each class but does not forbid others, so
 * passphrases with spaces or letters from Indian scripts stay allowed
 * (hence `\p{L}` rather than `[A-Za-z]`). Length counts code points.
 */
export const PASSWORD_PATTERN = new RegExp(
  `^(?=[^]*\\p{L})(?=[^]*\\d)(?=[^]*[${PASSWORD_SPECIALS}])[^]{${PASSWORD_MIN_LENGTH},}$`,
  'u',
);

export function isPassword(s: string): boolean {
  return PASSWORD_PATTERN.test(s);
}
