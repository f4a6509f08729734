import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../../../domain/timeline/timelinePeriods.ts';
import type { TestNoticeStore } from '../../../../server/services/mockTests/testNoticeStore.ts';
import {
  TEST_NOTICES_PER_ROUND,
  TEST_OPENING_NOTICE_MS,
  testNoticeSweeps,
} from '../../../../server/services/mockTests/testNoticeSweeps.ts';

const NOW = Date.UTC(2026, 10, 22, 8);
const CODE = 'weekly-1';

/** A scheduled paper opening `opensIn` from NOW, as the pack stores it. */
function paper(opensIn: number) {
  const iso = (ms: number) => new Date(NOW + ms).toISOString();
  return JSON.stringify({
    code: CODE,
    title: { en: 'Weekly', hi: 'साप्ताहिक' },
    schedule: {
      visibleToStudentsAt: iso(-HOUR_MS),
      studentCanStartAt: iso(opensIn),
      lockForAttemptAt: iso(opensIn + HOUR_MS),
      autoSubmitAt: iso(opensIn + 2 * HOUR_MS),
      answerKeyPublishAt: iso(opensIn + 3 * HOUR_MS),
      solutionPublishAt: iso(opensIn + 4 * HOUR_MS),
    },
  });
}

/** The store's reads over `children` not yet started, paged by id as the SQL pages them. */
function memoryStore(children: string[], content: string): TestNoticeStore {
  return {
    tests: () =>
      Promise.resolve([{ code: CODE, version: 1, exam_code: 'jee-main', visible_at: null }]),
    content: () => Promise.resolve(content),
    finishers: () => Promise.resolve([]),
    notStarted: (_exam, _code, after, limit) =>
      Promise.resolve(
        children
          .filter((id) => id > after)
          .slice(0, limit)
          .map((childId) => ({ childId, orgId: 1, locale: 'hi' })),
      ),
  };
}

describe('the tests’ notice sweeps', () => {
  it('tells an opening test’s children a bounded page a round, each once, in their language', async () => {
    const children = Array.from(
      { length: TEST_NOTICES_PER_ROUND + 7 },
      (_, i) => `c${String(i).padStart(4, '0')}`,
    );
    const sweeps = testNoticeSweeps(memoryStore(children, paper(10 * MINUTE_MS)));
    const first = await sweeps.testOpening(NOW);
    // The other sweep's round in between leaves this one's place alone.
    expect(await sweeps.solutionsReleased(NOW)).toEqual([]);
    const second = await sweeps.testOpening(NOW + 1);
    expect(first).toHaveLength(TEST_NOTICES_PER_ROUND);
    expect(second).toHaveLength(7);
    expect(await sweeps.testOpening(NOW + 2)).toEqual([]);
    expect(new Set([...first, ...second].map((n) => n.childId)).size).toBe(children.length);
    expect(first[0]?.values).toEqual({ test: 'साप्ताहिक', minutes: 10 });
  });

  it('says nothing of a test opening later than the notice window, or already open', async () => {
    const later = testNoticeSweeps(memoryStore(['c1'], paper(TEST_OPENING_NOTICE_MS + MINUTE_MS)));
    expect(await later.testOpening(NOW)).toEqual([]);
    const open = testNoticeSweeps(memoryStore(['c1'], paper(-MINUTE_MS)));
    expect(await open.testOpening(NOW)).toEqual([]);
  });
});
