import { AppError } from '../../domain/errors.ts';
import type { RateLimiter } from './RateLimiter.ts';

export interface RatePolicy {
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60 * 1000;

/**
 * Limits on the calls an attacker would hammer (documented in docs/security.md). With five wrong
 * tries per code and five sign-ins per account per window, brute force meets a 429 well before
 * the tenth try.
 */
export const RATE_POLICIES = {
  signInPerAccount: { name: 'sign-in/account', limit: 5, windowMs: 15 * MINUTE },
  signInPerIp: { name: 'sign-in/ip', limit: 30, windowMs: 15 * MINUTE },
  otpSendPerIdentifier: { name: 'otp-send/identifier', limit: 3, windowMs: 10 * MINUTE },
  otpSendPerIp: { name: 'otp-send/ip', limit: 20, windowMs: 60 * MINUTE },
  otpVerifyPerIdentifier: { name: 'otp-verify/identifier', limit: 8, windowMs: 15 * MINUTE },
  otpVerifyPerIp: { name: 'otp-verify/ip', limit: 40, windowMs: 15 * MINUTE },
  /** Guessing a test's password: as many tries as a student who mistypes needs, no more. */
  testPasswordPerChild: { name: 'test-password/child', limit: 10, windowMs: 15 * MINUTE },
  /** Feedback is written by hand: more than this from one address in an hour is a script. */
  feedbackPerIp: { name: 'feedback/ip', limit: 10, windowMs: 60 * MINUTE },
  /** A busy page sends a few events a second; a school's pupils may share one address. */
  eventPushPerIp: { name: 'event-push/ip', limit: 600, windowMs: MINUTE },
  /** Deep-link opens, details and events: a handful per person who follows a link. */
  deepLinkPerIp: { name: 'deep-link/ip', limit: 120, windowMs: MINUTE },
} as const satisfies Record<string, RatePolicy>;

/** Counts a hit against each policy; the first one exceeded answers 429 with Retry-After. */
export async function enforceRateLimits(
  limiter: RateLimiter,
  hits: readonly { policy: RatePolicy; key: string }[],
) {
  for (const { policy, key } of hits) {
    const { allowed, retryAfterMs } = await limiter.hit(
      `${policy.name}:${key}`,
      policy.limit,
      policy.windowMs,
    );
    if (!allowed) {
      throw new AppError('RATE_LIMITED', undefined, {
        'retry-after': String(Math.ceil(retryAfterMs / 1000)),
      });
    }
  }
}
