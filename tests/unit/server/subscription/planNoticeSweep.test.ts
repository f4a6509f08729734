import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { DAY_MS, HOUR_MS } from '../../../../domain/timeline/timelinePeriods.ts';
import {
  PLAN_NOTICES_PER_ROUND,
  PLAN_WINDOW_RESCAN_MS,
  planNoticeSweep,
} from '../../../../server/services/subscription/planNotices.ts';
import type { SubscriptionRow } from '../../../../server/services/subscription/subscriptionStore.ts';

const NOW = Date.UTC(2026, 10, 22);

function row(id: string, validUntil: number): SubscriptionRow {
  return {
    id,
    org_id: 1,
    child_id: `child-${id}`,
    vertical: 'PreUG',
    type: 'TRIAL',
    plan_id: null,
    duration_unit: 'DAY',
    duration_value: 7,
    starts_at: NOW - DAY_MS,
    valid_until: validUntil,
    expiry_announced_at: null,
    created_at: NOW - DAY_MS,
    updated_at: NOW - DAY_MS,
  };
}

/** The store's reads over rows in memory, as the SQL orders and filters them. */
function memoryReads(rows: SubscriptionRow[]) {
  const byEnd = () =>
    [...rows].sort((a, b) => a.valid_until - b.valid_until || (a.id < b.id ? -1 : 1));
  return {
    endingBetween: vi.fn(
      (
        from: number,
        to: number,
        after: { validUntil: number; id: string } | undefined,
        n: number,
      ) =>
        Promise.resolve(
          byEnd()
            .filter((r) => r.valid_until > from && r.valid_until <= to)
            .filter(
              (r) =>
                !after ||
                r.valid_until > after.validUntil ||
                (r.valid_until === after.validUntil && r.id > after.id),
            )
            .slice(0, n),
        ),
    ),
    endedUnannounced: (from: number, now: number, n: number) =>
      Promise.resolve(
        byEnd()
          .filter((r) => r.valid_until > from && r.valid_until <= now)
          .filter((r) => r.expiry_announced_at === null)
          .slice(0, n),
      ),
    announceExpiry: (id: string, validUntil: number, now: number) => {
      const found = rows.find(
        (r) => r.id === id && r.valid_until === validUntil && r.expiry_announced_at === null,
      );
      if (found) found.expiry_announced_at = now;
      return Promise.resolve(found !== undefined);
    },
  };
}

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;

describe('the plans’ notice sweep', () => {
  it('goes through a large window a bounded page a round, then rescans it', async () => {
    const count = PLAN_NOTICES_PER_ROUND + 10;
    const rows = Array.from({ length: count }, (_, i) =>
      row(`s${String(i).padStart(4, '0')}`, NOW + DAY_MS + i),
    );
    const sweep = planNoticeSweep(memoryReads(rows), undefined, log);
    const first = await sweep(NOW);
    expect(first).toHaveLength(PLAN_NOTICES_PER_ROUND);
    const second = await sweep(NOW + 1);
    expect(second).toHaveLength(10);
    expect(new Set([...first, ...second].map((n) => n.dedupeKey)).size).toBe(count);
    expect(await sweep(NOW + 2)).toHaveLength(0);
    // An hour on, the window is read from its start again (the notifier's keys drop repeats).
    expect(await sweep(NOW + PLAN_WINDOW_RESCAN_MS)).toHaveLength(PLAN_NOTICES_PER_ROUND);
  });

  it('announces an unread ended plan once and tells the listener', async () => {
    const rows = [row('ended', NOW - HOUR_MS), row('old', NOW - 30 * DAY_MS)];
    const heard: unknown[] = [];
    const sweep = planNoticeSweep(memoryReads(rows), (e) => heard.push(e), log);
    const notices = await sweep(NOW);
    expect(notices.map((n) => [n.kind, n.childId])).toEqual([['planExpired', 'child-ended']]);
    expect(heard).toEqual([
      expect.objectContaining({ type: 'planExpired', childId: 'child-ended' }),
    ]);
    expect(await sweep(NOW + 1)).toEqual([]);
  });
});
