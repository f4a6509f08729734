import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TimelineBucket,
  TimelineItem,
  TimelinePeriodSummary,
} from '../../domain/contracts/timeline.ts';
import {
  callAsChild,
  createTestApp,
  DIALECTS,
  familyWithChild,
  signInAgain,
  type Family,
  type TestApp,
} from './testApp.ts';

const DAY_MS = 86_400_000;
const IST = 330;
/** The test app's clock starts on Sunday 22 November 2026, 08:00 UTC (13:30 IST). */
const START = Date.UTC(2026, 10, 22, 8, 0, 0);

describe.each(DIALECTS)('timeline service on %s', (dialect) => {
  let t: TestApp;
  let asha: Family;
  let ravi: Family;

  const call = (who: Family, method: 'GET' | 'POST', url: string, payload?: object) =>
    callAsChild(t, '/api/timeline', who, method, url, payload);
  const post = async (who: Family, record: object) => {
    const answer = await call(who, 'POST', '/activity', record);
    expect(answer.statusCode, answer.body).toBe(200);
  };
  const get = async <T>(who: Family, url: string) => {
    const answer = await call(who, 'GET', url);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ data: T }>().data;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    asha = await familyWithChild(t, '9400000071');
    ravi = await familyWithChild(t, '9400000072');
    const practice = {
      source_reference: 'practice',
      type: 'Practice',
      format_reference: 'session-1',
      subject: 'physics',
      chapter: 'kinematics',
    };
    await post(asha, { ...practice, content_id: 'q1', activity_duration: 40, status: 'correct' });
    await post(asha, {
      ...practice,
      content_id: 'q2',
      activity_duration: 20,
      status: 'incorrect',
      current_practice_accuracy: 50,
      predicted_practice_accuracy: 61.5,
    });
    await post(asha, {
      source_reference: 'video_player',
      type: 'Video',
      content_id: 'ohms-law',
      subject: 'Physics',
      activity_duration: 300,
      total_duration: 612.5,
      embiums: 3,
      status: 'COMPLETED',
    });
    await post(ravi, { ...practice, content_id: 'q9', activity_duration: 999, status: 'correct' });
    // A day later (Monday 23 November), a test.
    t.advance(DAY_MS);
    asha = await signInAgain(t, '9400000071');
    await post(asha, {
      source_reference: 'mock_test',
      type: 'Test',
      content_id: 'jee-main-mini',
      format_reference: 'test-session-1',
      activity_duration: 1200,
      status: 'SUBMITTED',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sums today, with today’s records newest first', async () => {
    const today = await get<{ summary: TimelineBucket; items: TimelineItem[] }>(
      asha,
      `/today?timestamp=${String(START)}&utc_offset_minutes=${String(IST)}&lang=en`,
    );
    expect(today.summary).toMatchObject({
      seconds: 360,
      seconds_by_subject: [{ subject: 'physics', seconds: 360 }],
      questions_attempted: 2,
      questions_correct: 1,
      accuracy: 50,
      current_practice_accuracy: 50,
      predicted_practice_accuracy: 62,
      videos_watched: 1,
      tests_taken: 0,
    });
    expect(today.items.map((i) => i.content_id)).toEqual(['ohms-law', 'q2', 'q1']);
    // Without a timestamp, today is the server's today: the test's day.
    const now = await get<{ summary: TimelineBucket }>(asha, '/today');
    expect(now.summary).toMatchObject({ tests_taken: 1, seconds: 1200 });
  });

  it('sums a week by day, from Monday, in the student’s zone', async () => {
    const week = await get<TimelinePeriodSummary>(
      asha,
      `/metadataSummary?dateType=week&timestamp=${String(START)}&utc_offset_minutes=${String(IST)}`,
    );
    // Sunday 22 November closes the week of Monday 16 November.
    expect(week.buckets.map((b) => b.seconds)).toEqual([0, 0, 0, 0, 0, 0, 360]);
    expect(week.timestamp).toBe(Date.UTC(2026, 10, 16) - IST * 60_000);
    const next = await get<TimelinePeriodSummary>(
      asha,
      `/metadataSummary?dateType=week&timestamp=${String(week.endTimeStamp)}`,
    );
    expect(next.buckets[0]).toMatchObject({ tests_taken: 1, seconds: 1200 });
    const month = await get<TimelinePeriodSummary>(
      asha,
      `/metadataSummary?dateType=month&timestamp=${String(START)}`,
    );
    expect(month.buckets).toHaveLength(30);
    expect(month.total).toMatchObject({ seconds: 1560, tests_taken: 1, videos_watched: 1 });
    const year = await get<TimelinePeriodSummary>(
      asha,
      `/metadataSummary?dateType=year&timestamp=${String(START)}`,
    );
    expect(year.buckets.map((b) => b.seconds)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1560, 0]);
  });

  it('gives a day hour by hour', async () => {
    const day = await get<TimelinePeriodSummary>(
      asha,
      `/hoursummaryDetails?timestamp=${String(START)}&utc_offset_minutes=${String(IST)}`,
    );
    expect(day.buckets).toHaveLength(24);
    expect(day.buckets[13]?.seconds).toBe(360);
  });

  it('lists the questions of a practice session, only the child’s own', async () => {
    const mine = await get<{ questions: TimelineItem[] }>(asha, '/practicedQuestions/session-1');
    expect(mine.questions.map((q) => [q.content_id, q.status])).toEqual([
      ['q1', 'correct'],
      ['q2', 'incorrect'],
    ]);
    ravi = await signInAgain(t, '9400000072');
    const his = await get<{ questions: TimelineItem[] }>(ravi, '/practicedQuestions/session-1');
    expect(his.questions.map((q) => q.content_id)).toEqual(['q9']);
  });

  it('never shows another child’s records', async () => {
    const month = await get<TimelinePeriodSummary>(
      ravi,
      `/metadataSummary?dateType=month&timestamp=${String(START)}`,
    );
    expect(month.total).toMatchObject({ seconds: 999, videos_watched: 0, tests_taken: 0 });
    const today = await get<{ items: TimelineItem[] }>(ravi, `/today?timestamp=${String(START)}`);
    expect(today.items.map((i) => i.content_id)).toEqual(['q9']);
  });

  it('refuses fractional durations, unknown date types and offsets past any zone', async () => {
    const refused = [
      await call(asha, 'POST', '/activity', {
        source_reference: 'x',
        type: 'Video',
        content_id: 'v',
        activity_duration: 1.5,
      }),
      await call(asha, 'GET', '/metadataSummary?dateType=decade'),
      await call(asha, 'GET', '/metadataSummary'),
      await call(asha, 'GET', '/today?utc_offset_minutes=900'),
      await call(asha, 'GET', '/today?timestamp=1.5'),
      await call(asha, 'GET', '/today?timestamp=-1'),
      await call(asha, 'GET', '/hoursummaryDetails?lang=xx'),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400, 400, 400]);
    expect(refused.every((r) => r.json<{ code: string }>().code === 'VALIDATION_FAILED')).toBe(
      true,
    );
  });

  it('refuses a parent’s token and no token', async () => {
    for (const url of [
      '/api/timeline/today',
      '/api/timeline/metadataSummary?dateType=day',
      '/api/timeline/hoursummaryDetails',
      '/api/timeline/practicedQuestions/session-1',
    ]) {
      const parent = await t.app.inject({
        method: 'GET',
        url,
        headers: { host: 'abhyas.localhost', 'x-auth-token': asha.token },
      });
      expect(parent.statusCode).toBe(401);
      const nobody = await t.app.inject({
        method: 'GET',
        url,
        headers: { host: 'abhyas.localhost' },
      });
      expect(nobody.statusCode).toBe(401);
    }
  });
});
