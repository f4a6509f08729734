import { ApiError } from '../../../runtime/api/callApi.ts';

/** Message keys for the errors a person can act on; anything else gets the generic one. */
const AUTH_ERRORS: Readonly<Record<string, string>> = {
  INVALID_CREDENTIALS: 'auth.error.INVALID_CREDENTIALS',
  ACCOUNT_EXISTS: 'auth.error.ACCOUNT_EXISTS',
  ACCOUNT_NOT_FOUND: 'auth.error.ACCOUNT_NOT_FOUND',
  OTP_INVALID: 'auth.error.OTP_INVALID',
  OTP_EXPIRED: 'auth.error.OTP_EXPIRED',
  OTP_EXHAUSTED: 'auth.error.OTP_EXHAUSTED',
  TOKEN_EXPIRED: 'auth.error.TOKEN_EXPIRED',
  RATE_LIMITED: 'auth.error.RATE_LIMITED',
  SIGN_UP_DISABLED: 'auth.error.SIGN_UP_DISABLED',
  NETWORK: 'auth.error.NETWORK',
  OAUTH_FAILED: 'auth.error.OAUTH_FAILED',
  CLOUD_TOKEN_INVALID: 'auth.error.CLOUD_TOKEN_INVALID',
  PROVIDER_NOT_CONFIGURED: 'auth.error.PROVIDER_NOT_CONFIGURED',
};

export function authErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return AUTH_ERRORS[error.code] ?? 'auth.error.generic';
  console.error('unexpected failure', error);
  return 'auth.error.generic';
}
