import type { FastifyBaseLogger } from 'fastify';
import type { Notice, NoticeSweep, Notify } from '../../../domain/notifications/Notice.ts';
import { PLAN_WARNING_MAX_DAYS } from '../../../domain/subscription/planFloaterLabel.ts';
import {
  ORDERS_PATH,
  PLAN_ENDED_PATH,
  PLANS_PATH,
} from '../../../domain/subscription/subscriptionPaths.ts';
import { DAY_MS, HOUR_MS } from '../../../domain/timeline/timelinePeriods.ts';
import { emitSubscriptionEvent, type SubscriptionEvent } from './subscriptionEvents.ts';
import type { SubscriptionRow, SubscriptionStore } from './subscriptionStore.ts';

/**
 * A plan is told it is ending when this many days are left. Shorter than the shell's warning bar
 * (spec §2, 7 days, shown on the site): with 7, a new 7-day trial would be told it is ending the
 * moment it starts.
 */
export const PLAN_EXPIRING_NOTICE_DAYS = 3;
export const PLAN_EXPIRING_NOTICE_MS = PLAN_EXPIRING_NOTICE_DAYS * DAY_MS;
/**
 * How far back the sweep looks for ended plans nobody read: ends older than this (plans that
 * ended before notices existed, or while the sweeper was stopped) are left to the next read.
 */
export const PLAN_ENDED_LOOKBACK_MS = PLAN_WARNING_MAX_DAYS * DAY_MS;
/** The most plans each of the sweep's two reads takes in one round; the rest come next round. */
export const PLAN_NOTICES_PER_ROUND = 500;
/**
 * How often the warning window is read again from its start: a plan extended to an end the
 * sweep's cursor had already passed (a short extension inside the window) is told within this.
 */
export const PLAN_WINDOW_RESCAN_MS = HOUR_MS;

/** A plan ends within PLAN_EXPIRING_NOTICE_DAYS: told once per plan and end (an extension re-arms it). */
export function planExpiringNotice(row: SubscriptionRow, now: number): Notice {
  return {
    orgId: row.org_id,
    childId: row.child_id,
    kind: 'planExpiring',
    dedupeKey: `planExpiring:${row.id}:${row.valid_until}`,
    values: { days: Math.max(1, Math.ceil((row.valid_until - now) / DAY_MS)) },
    link: PLANS_PATH,
  };
}

/** What the child is told of a subscription event (a read's or the sweep's expiry, a payment). */
export function subscriptionEventNotice(event: SubscriptionEvent): Notice {
  const to = { orgId: event.orgId, childId: event.childId };
  if (event.type === 'paymentSucceeded')
    return {
      ...to,
      kind: 'paymentSucceeded',
      dedupeKey: `paymentSucceeded:${event.orderId}`,
      values: {},
      link: ORDERS_PATH,
    };
  return {
    ...to,
    kind: 'planExpired',
    dedupeKey: `planExpired:${event.vertical}:${event.validUntil}`,
    values: {},
    link: PLAN_ENDED_PATH,
  };
}

type PlanReads = Pick<SubscriptionStore, 'endingBetween' | 'endedUnannounced' | 'announceExpiry'>;

/**
 * The plans' sweep: plans ending within the warning window (read a page a round after a cursor
 * kept in memory, from the start again every PLAN_WINDOW_RESCAN_MS), and plans that ended with
 * nobody reading them — announced here as a read would (once, by `announceExpiry`), and told to
 * `onEvent` like a read's.
 */
export function planNoticeSweep(
  store: PlanReads,
  onEvent: ((event: SubscriptionEvent) => void) | undefined,
  log: FastifyBaseLogger,
): NoticeSweep {
  let cursor: { validUntil: number; id: string } | undefined;
  let windowReadFrom = Number.NEGATIVE_INFINITY;

  return async (now) => {
    if (now - windowReadFrom >= PLAN_WINDOW_RESCAN_MS || (cursor && cursor.validUntil <= now)) {
      cursor = undefined;
      windowReadFrom = now;
    }
    const ending = await store.endingBetween(
      now,
      now + PLAN_EXPIRING_NOTICE_MS,
      cursor,
      PLAN_NOTICES_PER_ROUND,
    );
    const last = ending.at(-1);
    if (last) cursor = { validUntil: last.valid_until, id: last.id };
    const notices = ending.map((row) => planExpiringNotice(row, now));

    const ended = await store.endedUnannounced(
      now - PLAN_ENDED_LOOKBACK_MS,
      now,
      PLAN_NOTICES_PER_ROUND,
    );
    for (const row of ended) {
      if (!(await store.announceExpiry(row.id, row.valid_until, now))) continue;
      const event: SubscriptionEvent = {
        type: 'planExpired',
        orgId: row.org_id,
        childId: row.child_id,
        vertical: row.vertical,
        validUntil: row.valid_until,
      };
      notices.push(subscriptionEventNotice(event));
      emitSubscriptionEvent(onEvent, event, log);
    }
    return notices;
  };
}

/**
 * The subscription service's listener where notices exist: each event is told to the child
 * (a failed notice is logged; the payment or read it follows stands), then to `next` (the
 * deployment's own listener, which tests read).
 */
export function noticeListener(
  notify: Notify,
  next: ((event: SubscriptionEvent) => void) | undefined,
  log: FastifyBaseLogger,
): (event: SubscriptionEvent) => void {
  return (event) => {
    notify(subscriptionEventNotice(event)).catch((error: unknown) => {
      log.error({ err: error, event: event.type }, 'a subscription notice failed');
    });
    next?.(event);
  };
}
