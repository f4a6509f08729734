/**
 * Every error code the services answer with, defined once: its HTTP status and the message a
 * caller sees unless a more specific one is given. docs/errors.md lists the same codes (a test
 * keeps the two in step).
 */
export const ERRORS = {
  VALIDATION_FAILED: { status: 400, message: 'The request is not valid' },
  NOT_FOUND: { status: 404, message: 'Nothing is here' },
  UNAUTHORISED: { status: 401, message: 'Sign in to continue' },
  TOKEN_EXPIRED: { status: 401, message: 'Your session has expired; sign in again' },
  SESSION_REVOKED: { status: 401, message: 'This session has ended; sign in again' },
  FORBIDDEN: { status: 403, message: 'You may not do this' },
  RATE_LIMITED: { status: 429, message: 'Too many attempts; try again later' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large' },
  INTERNAL: { status: 500, message: 'Something went wrong on our side' },
  SIGN_UP_DISABLED: { status: 403, message: 'New accounts cannot be made here' },
  SIGN_UP_METHOD_DISABLED: { status: 403, message: 'This way of signing up is not offered here' },
  ACCOUNT_EXISTS: {
    status: 409,
    message: 'An account with this mobile number or e-mail already exists',
  },
  ACCOUNT_NOT_FOUND: { status: 404, message: 'No account has this mobile number or e-mail' },
  INVALID_CREDENTIALS: { status: 401, message: 'Incorrect Credentials.' },
  OTP_INVALID: { status: 400, message: 'The code is not right' },
  OTP_EXPIRED: { status: 400, message: 'The code has expired; ask for a new one' },
  OTP_EXHAUSTED: { status: 400, message: 'Too many wrong codes; ask for a new one' },
  PROFILE_NOT_FOUND: { status: 404, message: 'No such profile' },
  PROVIDER_NOT_CONFIGURED: {
    status: 501,
    message: 'This way of signing in is not set up on this deployment',
  },
  SSO_INVALID: {
    status: 400,
    message: 'This sign-in link is not valid any more; ask the app for a new one',
  },
  OAUTH_FAILED: { status: 401, message: 'The sign-in provider did not accept this sign-in' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** An error a caller caused or may act on; the error handler answers it as `{ code, message }`. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string = ERRORS[code].message,
    /** Extra headers of the answer, such as Retry-After. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.status = ERRORS[code].status;
  }
}
