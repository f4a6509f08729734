import type { ErrorCode } from '../../../domain/errors.ts';
import { ApiError } from '../../../runtime/api/callApi.ts';
import { failureMessage } from './failureMessage.ts';

/**
 * The words for a refused coupon, by the server's code. Codes the cart service may add later fall
 * to the general "cannot be used" line rather than to silence.
 */
const COUPON_ERRORS: Readonly<Partial<Record<ErrorCode, string>>> = {
  COUPON_NOT_FOUND: 'subscription.coupon.error.unknown',
  COUPON_EXPIRED: 'subscription.coupon.error.expired',
  COUPON_EXHAUSTED: 'subscription.coupon.error.exhausted',
  VALIDATION_FAILED: 'subscription.coupon.error.format',
};

export function couponErrorMessage(error: unknown): string {
  return failureMessage(error, refusalMessage(error));
}

/** A refusal's words by its code (a code not listed has none here); a server failure's otherwise. */
function refusalMessage(error: unknown): string {
  if (error instanceof ApiError && error.status < 500) {
    return COUPON_ERRORS[error.code as ErrorCode] ?? 'subscription.coupon.error.notApplicable';
  }
  return 'subscription.error.load';
}
