import type { Notice, NoticeSweep } from '../../../domain/notifications/Notice.ts';
import { DAY_MS, MINUTE_MS } from '../../../domain/timeline/timelinePeriods.ts';
import { momentsOf, readDefinition, type TestMoments } from './testDefinition.ts';
import { testResultNotice, testOpeningNotice } from './testNotices.ts';
import type { TestNoticeStore } from './testNoticeStore.ts';
import type { Test } from '../../../schemas/types.generated.ts';

/** How long before a scheduled test opens its takers are told (the spec gives no figure). */
export const TEST_OPENING_NOTICE_MS = 30 * MINUTE_MS;
/**
 * How long after a test's solutions are out its finishers are still told: a sweeper stopped for
 * longer than this (a day) does not tell them late.
 */
export const SOLUTIONS_NOTICE_LOOKBACK_MS = DAY_MS;
/**
 * The most notices one sweep hands over in a round; a bigger fan-out (an exam with many
 * children) goes on in the next rounds from where this one stopped.
 */
export const TEST_NOTICES_PER_ROUND = 500;

/** Ids sort after this: a cursor before every id. */
const FIRST = '';

interface ScheduledTest {
  code: string;
  exam: string;
  title: Test['title'];
  moments: TestMoments;
}

/**
 * The test service's sweeps: finishers told when a scheduled test's results and solutions are
 * out, and the exam's children who have not started a scheduled test told before it opens.
 * Each keeps, in memory, how far it got through each test's children (a restarted process
 * starts again, and the notifier's dedupe keys make the repeats harmless); a test whose
 * children were all told is not read again while its moment lasts.
 */
export function testNoticeSweeps(store: TestNoticeStore): {
  solutionsReleased: NoticeSweep;
  testOpening: NoticeSweep;
} {
  /** Each version's schedule and title, read once (undefined: not scheduled). */
  const schedules = new Map<string, Omit<ScheduledTest, 'exam'> | undefined>();
  /** Per sweep, per test and moment: the last id told, or true when all were. */
  const solutionsProgress = new Map<string, string | true>();
  const openingProgress = new Map<string, string | true>();

  const scheduledTests = async (): Promise<ScheduledTest[]> => {
    const found: ScheduledTest[] = [];
    for (const row of await store.tests()) {
      const key = `${row.code}@${row.version}`;
      if (!schedules.has(key)) {
        const content = await store.content(row.code, row.version);
        const definition = content === undefined ? undefined : readDefinition(content);
        const moments = definition && momentsOf(definition);
        schedules.set(
          key,
          definition && moments && { code: row.code, title: definition.title, moments },
        );
      }
      const test = schedules.get(key);
      if (test) found.push({ ...test, exam: row.exam_code });
    }
    return found;
  };

  /** Goes through `due` tests' pages of children, at most TEST_NOTICES_PER_ROUND in all. */
  const fanOut = async <T extends { id: string }>(
    progress: Map<string, string | true>,
    due: readonly ScheduledTest[],
    progressKey: (test: ScheduledTest) => string,
    page: (test: ScheduledTest, after: string, limit: number) => Promise<T[]>,
    noticeOf: (test: ScheduledTest, target: T) => Notice,
  ): Promise<Notice[]> => {
    const notices: Notice[] = [];
    const live = new Set(due.map(progressKey));
    for (const key of progress.keys()) if (!live.has(key)) progress.delete(key);
    for (const test of due) {
      const key = progressKey(test);
      const after = progress.get(key) ?? FIRST;
      const room = TEST_NOTICES_PER_ROUND - notices.length;
      if (after === true || room <= 0) continue;
      const targets = await page(test, after, room);
      notices.push(...targets.map((target) => noticeOf(test, target)));
      const last = targets.at(-1);
      progress.set(key, targets.length < room || !last ? true : last.id);
    }
    return notices;
  };

  return {
    async solutionsReleased(now) {
      const out = (m: TestMoments) => Math.max(m.answerKeyAt, m.solutionAt);
      const due = (await scheduledTests()).filter(
        (t) => out(t.moments) <= now && now < out(t.moments) + SOLUTIONS_NOTICE_LOOKBACK_MS,
      );
      return fanOut(
        solutionsProgress,
        due,
        (t) => `solutions:${t.code}:${out(t.moments)}`,
        async (t, after, limit) =>
          (await store.finishers(t.code, now, after, limit)).map((f) => ({
            ...f,
            id: f.sessionId,
          })),
        (t, f) => testResultNotice('solutionsReleased', f, t, f.sessionId),
      );
    },

    async testOpening(now) {
      const due = (await scheduledTests()).filter(
        (t) =>
          now >= t.moments.visibleAt &&
          now < t.moments.startsAt &&
          t.moments.startsAt <= now + TEST_OPENING_NOTICE_MS,
      );
      return fanOut(
        openingProgress,
        due,
        (t) => `opening:${t.code}:${t.moments.startsAt}`,
        async (t, after, limit) =>
          (await store.notStarted(t.exam, t.code, after, limit)).map((c) => ({
            ...c,
            id: c.childId,
          })),
        (t, c) => testOpeningNotice(c, { ...t, startsAt: t.moments.startsAt }, now),
      );
    },
  };
}
