import { AppError } from '../../domain/errors.ts';
import { answerStoreDown, noteStoreAnswered } from './answerStoreDown.ts';
import type { RateLimiter } from './RateLimiter.ts';

export interface RatePolicy {
  name: string;
  limit: number;
  windowMs: number;
  /**
   * What the limit does while the shared counters (Redis) cannot be reached: 'closed' refuses
   * with 503 (a limit that guards money or guessing must never vanish), 'open' lets the call
   * through (a limit that only keeps a table tidy must not take the service down with it).
   */
  whenStoreDown: 'open' | 'closed';
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Limits on the calls an attacker would hammer (documented in docs/security.md). With five wrong
 * tries per code and five sign-ins per account per window, brute force meets a 429 well before
 * the tenth try. Per-address limits are sized for real networks: a school lab or a mobile carrier
 * puts hundreds of students behind one address, so an address alone is limited loosely and
 * tightly only together with a device, or by what is never confirmed.
 */
export const RATE_POLICIES = {
  /** Guesses at one account's password, wherever they come from (sign-in and old-password checks). */
  signInPerAccount: {
    name: 'sign-in/account',
    limit: 5,
    windowMs: 15 * MINUTE,
    whenStoreDown: 'closed',
  },
  /** Wrong passwords from one address: a school signing in with right ones is never held up. */
  signInFailuresPerIp: {
    name: 'sign-in-failures/ip',
    limit: 30,
    windowMs: 15 * MINUTE,
    whenStoreDown: 'closed',
  },
  /** Codes sent to one mobile or e-mail: enough for a resend or two, not a flood. */
  messagePerRecipient: {
    name: 'message/recipient',
    limit: 3,
    windowMs: 10 * MINUTE,
    whenStoreDown: 'closed',
  },
  messagePerRecipientDaily: {
    name: 'message/recipient/day',
    limit: 10,
    windowMs: DAY,
    whenStoreDown: 'closed',
  },
  /** Messages one account causes in a day (its codes, its invites). */
  messagePerAccountDaily: {
    name: 'message/account/day',
    limit: 10,
    windowMs: DAY,
    whenStoreDown: 'closed',
  },
  /** One device behind an address: a person asks for a code or two, a lab PC for a class's few. */
  messagePerDevice: {
    name: 'message/ip+device',
    limit: 10,
    windowMs: HOUR,
    whenStoreDown: 'closed',
  },
  /**
   * Messages from one address that nobody confirmed: a school's students enter their codes and
   * give their hits back, while a pumping script never receives the codes it makes us send.
   */
  messageUnconfirmedPerIp: {
    name: 'message/ip/unconfirmed',
    limit: 50,
    windowMs: DAY,
    whenStoreDown: 'closed',
  },
  /** Every message from one address in a day, confirmed or not: a large school's sign-up day. */
  messagePerIpDaily: {
    name: 'message/ip/day',
    limit: 1_000,
    windowMs: DAY,
    whenStoreDown: 'closed',
  },
  /** What one organisation may spend in a day, whatever the spread of addresses. */
  messagePerOrganisationDaily: {
    name: 'message/organisation/day',
    limit: 20_000,
    windowMs: DAY,
    whenStoreDown: 'closed',
  },
  /**
   * Notices sent by e-mail, SMS or push (issue 17), counted apart from codes so a busy week of
   * notices never keeps a parent from signing in. A student hears of a few events a day; these
   * stop a runaway emitter, not a real day.
   */
  noticePerAccountDaily: {
    name: 'notice/account/day',
    limit: 60,
    windowMs: DAY,
    whenStoreDown: 'closed',
  },
  /** One address (an e-mail, a mobile, a child's push devices), whichever profiles share it. */
  noticePerRecipientDaily: {
    name: 'notice/recipient/day',
    limit: 20,
    windowMs: DAY,
    whenStoreDown: 'closed',
  },
  /** What one organisation may spend on notices in a day. */
  noticePerOrganisationDaily: {
    name: 'notice/organisation/day',
    limit: 50_000,
    windowMs: DAY,
    whenStoreDown: 'closed',
  },
  otpVerifyPerIdentifier: {
    name: 'otp-verify/identifier',
    limit: 8,
    windowMs: 15 * MINUTE,
    whenStoreDown: 'closed',
  },
  /**
   * Wrong codes and hand-over tokens from one address (the school again: right ones are free). With
   * 10^6 codes and 5 tries each, this keeps a guesser behind one address far from any account.
   */
  codeFailuresPerIp: {
    name: 'code-failures/ip',
    limit: 40,
    windowMs: 15 * MINUTE,
    whenStoreDown: 'closed',
  },
  /** Whether an account exists: a look-up per sign-in page, not a directory to walk. */
  existsPerIp: { name: 'exists/ip', limit: 300, windowMs: 15 * MINUTE, whenStoreDown: 'open' },
  existsPerDevice: {
    name: 'exists/ip+device',
    limit: 30,
    windowMs: 15 * MINUTE,
    whenStoreDown: 'open',
  },
  /** Guessing a test's password: as many tries as a student who mistypes needs, no more. */
  testPasswordPerChild: {
    name: 'test-password/child',
    limit: 10,
    windowMs: 15 * MINUTE,
    whenStoreDown: 'closed',
  },
  /**
   * Wrong classroom invite codes (issue 20), counted apart per address and per account: a class
   * typing its right code in one lab is never held up, a guesser of 31^8 codes gets nowhere.
   */
  inviteCodePerIp: {
    name: 'invite-code/ip',
    limit: 20,
    windowMs: 15 * MINUTE,
    whenStoreDown: 'closed',
  },
  inviteCodePerAccount: {
    name: 'invite-code/account',
    limit: 10,
    windowMs: 15 * MINUTE,
    whenStoreDown: 'closed',
  },
  /** Feedback is written by hand: more than this from one address in an hour is a script. */
  feedbackPerIp: { name: 'feedback/ip', limit: 10, windowMs: HOUR, whenStoreDown: 'open' },
  /** A busy page sends a few events a second; a school's pupils may share one address. */
  eventPushPerIp: { name: 'event-push/ip', limit: 600, windowMs: MINUTE, whenStoreDown: 'open' },
  /** Deep-link opens, details and events: a handful per person who follows a link. */
  deepLinkPerIp: { name: 'deep-link/ip', limit: 120, windowMs: MINUTE, whenStoreDown: 'open' },
} as const satisfies Record<string, RatePolicy>;

export interface RateHit {
  policy: RatePolicy;
  key: string;
  /** 1 by default; 0 checks without counting, a negative amount gives back. */
  amount?: number;
}

/**
 * Counts a hit against each policy; the first one exceeded answers 429 with Retry-After. While the
 * counters cannot be reached, each policy answers by its `whenStoreDown` (answerStoreDown).
 */
export async function enforceRateLimits(limiter: RateLimiter, hits: readonly RateHit[]) {
  for (const { policy, key, amount = 1 } of hits) {
    let counted: Awaited<ReturnType<RateLimiter['hit']>>;
    try {
      counted = await limiter.hit(`${policy.name}:${key}`, policy.limit, policy.windowMs, amount);
    } catch (error) {
      answerStoreDown(limiter, policy, amount, error);
      continue;
    }
    noteStoreAnswered(limiter);
    const { allowed, retryAfterMs } = counted;
    if (!allowed) {
      throw new AppError('RATE_LIMITED', undefined, {
        'retry-after': String(Math.ceil(retryAfterMs / 1000)),
      });
    }
  }
}
