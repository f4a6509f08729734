import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookmarkItem } from '../../domain/contracts/bookmarks.ts';
import type { TestTaken } from '../../domain/contracts/testsTaken.ts';
import { assignWork } from '../../server/services/classroom/assignmentStore.ts';
import {
  createClassroom,
  enrolMember,
} from '../../server/services/classroom/instituteClassroomStore.ts';
import { createTestApp, DIALECTS, familyWithChild, type Family, type TestApp } from './testApp.ts';

const HOST = 'abhyas.localhost';
const JEE_MOCK = 'jee-main-mock-1';
const SECTIONAL = 'jee-main-sectional-mock';
const CHAPTER = 'PreUG--jee-main--physics--mechanics--kinematics';
const MINUTE = 60_000;

interface Bookmarks {
  items: BookmarkItem[];
  counts: Record<'video' | 'question' | 'book' | 'chapter' | 'total', number>;
  matching: number;
  subjects: { code: string; name: string }[];
}

describe.each(DIALECTS)('user home lists on %s', (dialect) => {
  let t: TestApp;
  let asha: Family;
  let ravi: Family;
  /** The school ids of Asha's homework: a bookmark made inside it keeps them. */
  let homework: { school_id: string; class_id: string; homework_id: string };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    asha = await familyWithChild(t, '9500000031');
    ravi = await familyWithChild(t, '9500000032');
    const db = t.deps.db;
    const now = () => t.deps.clock();
    const classroom = await createClassroom(db, { orgId: 1, name: 'Class 9 B', now: now() });
    if (!classroom) throw new Error('no class');
    await enrolMember(db, {
      orgId: 1,
      classroomId: classroom.id,
      profileId: asha.childId,
      firstName: 'Asha',
      lastName: 'Rao',
      now: now(),
      joinedBy: 'roster',
    });
    const work = await assignWork(db, {
      orgId: 1,
      classroomId: classroom.id,
      kind: 'chapter',
      contentRef: CHAPTER,
      dueAt: now() + 7 * 24 * 60 * MINUTE,
      now: now(),
    });
    homework = { school_id: '1', class_id: classroom.id, homework_id: work.id };
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (who: Family, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { host: HOST, 'x-auth-token': who.childToken } });
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the reply's shape
  const data = <T>(reply: LightMyRequestResponse): T => {
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ data: T }>().data;
  };
  const list = async (who: Family, query = '') =>
    data<Bookmarks>(await call(who, 'GET', `/api/content/bookmarks${query}`));

  /** Every field of the spec's bookmark record, and the school ids of a homework bookmark. */
  const record = (who: Family, content_type: string, content_id: string) => ({
    bookmarked: true,
    child_id: who.childId,
    content_category_type: content_type === 'Question' ? 'Practice' : 'Learn',
    content_id,
    content_type,
    parent_id: `parent-of-${content_id}`,
    exam_name: 'jee-main',
    goal_name: 'PreUG',
    locale: 'hi',
    source: 'booktoc',
    ...homework,
  });
  const bookmark = (who: Family, body: Record<string, unknown> & { content_type: string }) =>
    body.content_type === 'Question'
      ? call(who, 'POST', '/api/practice/bookmark', body)
      : call(who, 'POST', `/api/content/bookmark?child_id=${who.childId}`, body);

  describe('bookmarks', () => {
    const kinds = [
      ['Video', 'projectile-motion', 'video'],
      ['Book', 'jee-main-physics', 'book'],
      ['Chapter', CHAPTER, 'chapter'],
      ['Question', 'phy-kin-0001', 'question'],
    ] as const;

    it('keep every field the client sent, newest first, with what the list shows', async () => {
      for (const [type, id] of kinds) {
        const saved = await bookmark(asha, record(asha, type, id));
        expect(saved.json(), saved.body).toEqual({ data: { bookmarked: true } });
        t.advance(MINUTE);
      }
      const all = await list(asha);
      expect(all.counts).toEqual({ video: 1, question: 1, book: 1, chapter: 1, total: 4 });
      expect(all.matching).toBe(4);
      expect(all.items.map((i) => i.type)).toEqual(['question', 'chapter', 'book', 'video']);
      for (const [type, id, listed] of kinds) {
        const item = all.items.find((i) => i.type === listed);
        expect(item?.record).toMatchObject(record(asha, type, id));
        expect(item?.title).not.toBe('');
        expect(Number.isInteger(item?.bookmarked_at)).toBe(true);
      }
      const [question, chapter, book, video] = all.items;
      expect(video).toMatchObject({
        target: { kind: 'video', video_id: 'projectile-motion' },
        subject: { code: 'physics', name: 'Physics' },
        chapter: expect.any(String) as string,
        thumb: expect.any(String) as string,
      });
      expect(book?.target).toEqual({
        kind: 'path',
        path: '/booktoc?book_id=jee-main-physics',
      });
      expect(chapter?.target).toEqual({
        kind: 'path',
        path: `/learn/summary/kinematics?learnmap_id=${CHAPTER}`,
      });
      expect(question?.target.kind).toBe('path');
      expect(question?.subject?.code).toBe('physics');
      expect(all.subjects).toEqual([{ code: 'physics', name: 'Physics' }]);
      // The same list in Hindi names the items in Hindi.
      const hindi = await list(asha, '?locale=hi');
      expect(hindi.items.find((i) => i.type === 'video')?.subject?.name).toBe('भौतिकी');
    });

    it('filter by type and subject, page, and tell the status of one item', async () => {
      const videos = await list(asha, '?type=video');
      expect(videos.items.map((i) => i.content_id)).toEqual(['projectile-motion']);
      expect(videos.matching).toBe(1);
      expect(videos.counts.total).toBe(4);
      expect((await list(asha, '?subject=chemistry')).items).toEqual([]);
      expect((await list(asha, '?subject=physics&type=book')).matching).toBe(1);
      const page = await list(asha, '?size=2&offset=2');
      expect(page.items.map((i) => i.type)).toEqual(['book', 'video']);
      const status = await call(
        asha,
        'GET',
        `/api/content/bookmark?child_id=${asha.childId}&content_type=Chapter&content_id=${CHAPTER}`,
      );
      expect(status.json()).toEqual({ data: { bookmarked: true } });
    });

    it('removes a bookmark only for its owner, and drops it from the list', async () => {
      const foreign = await bookmark(ravi, {
        ...record(ravi, 'Book', 'jee-main-physics'),
        child_id: asha.childId,
        bookmarked: false,
      });
      expect(foreign.statusCode).toBe(403);
      const foreignStatus = await call(
        ravi,
        'GET',
        `/api/content/bookmark?child_id=${asha.childId}&content_type=Book&content_id=jee-main-physics`,
      );
      expect(foreignStatus.statusCode).toBe(403);
      const removed = await bookmark(asha, {
        ...record(asha, 'Book', 'jee-main-physics'),
        bookmarked: false,
      });
      expect(removed.json()).toEqual({ data: { bookmarked: false } });
      const after = await list(asha);
      expect(after.counts).toMatchObject({ book: 0, total: 3 });
      expect(after.items.map((i) => i.type)).not.toContain('book');
    });

    it('another child sees none of them', async () => {
      const theirs = await list(ravi);
      expect(theirs.items).toEqual([]);
      expect(theirs.counts.total).toBe(0);
      expect(JSON.stringify(theirs)).not.toContain(asha.childId);
    });

    it('refuses unknown items and kinds', async () => {
      const unknown = await bookmark(asha, record(asha, 'Chapter', `${CHAPTER}--nope`));
      expect(unknown.statusCode).toBe(404);
      const topic = await bookmark(asha, record(asha, 'Chapter', `${CHAPTER}--projectile-motion`));
      expect(topic.statusCode).toBe(404);
      const kind = await bookmark(asha, { ...record(asha, 'Video', 'x'), content_type: 'Banner' });
      expect(kind.statusCode).toBe(400);
      const badType = await call(asha, 'GET', '/api/content/bookmarks?type=Video');
      expect(badType.statusCode).toBe(400);
      const tooMany = await call(asha, 'GET', '/api/content/bookmarks?size=500');
      expect(tooMany.statusCode).toBe(400);
    });
  });

  describe('tests taken', () => {
    const test = (who: Family, method: 'GET' | 'POST', url: string, payload?: object) =>
      call(who, method, `/api/test${url}`, payload);
    const taken = async (who: Family, query = '') =>
      data<{ items: TestTaken[]; counts: { started: number; finished: number } }>(
        await test(who, 'GET', `/v1/tests-taken${query}`),
      );

    it('lists started tests first with their time left, then finished ones newest first', async () => {
      expect(await taken(asha)).toEqual({ items: [], counts: { started: 0, finished: 0 } });
      const first = data<{ id: string }>(
        await test(asha, 'POST', `/v1/test/${SECTIONAL}/session`, {}),
      );
      t.advance(MINUTE);
      const submit = await test(asha, 'POST', `/v1/test/${first.id}/events`, {
        events: [
          {
            id: 'e-1',
            sequence: 1,
            t: t.deps.clock(),
            section: null,
            question_code: null,
            event_type: 'freeze',
            event_info: { reason: 'submit' },
          },
        ],
      });
      expect(submit.statusCode, submit.body).toBe(200);
      t.advance(MINUTE);
      const second = data<{ id: string; deadline_at: number }>(
        await test(asha, 'POST', `/v1/test/${JEE_MOCK}/session`, {}),
      );
      t.advance(MINUTE);
      const asked = t.deps.clock();
      const answer = await taken(asha);
      expect(answer.counts).toEqual({ started: 1, finished: 1 });
      const [running, done] = answer.items;
      expect(running).toEqual({
        status: 'started',
        session_id: second.id,
        test_code: JEE_MOCK,
        title: expect.any(String) as string,
        started_at: expect.any(Number) as number,
        time_left: expect.any(Number) as number,
        max_score: 300,
        path: `/mock-test/${JEE_MOCK}/session`,
      });
      const left = running?.status === 'started' ? running.time_left : 0;
      expect(Number.isInteger(left)).toBe(true);
      // The server's clock reads between the ask and now.
      expect(left).toBeLessThanOrEqual(second.deadline_at - asked);
      expect(left).toBeGreaterThanOrEqual(second.deadline_at - t.deps.clock());
      expect(done).toMatchObject({
        status: 'finished',
        session_id: first.id,
        test_code: SECTIONAL,
        score: 0,
        rank: 1,
        candidates: 1,
        results_at: null,
        path: `/mock-test/${SECTIONAL}/analyze?sessionId=${first.id}`,
      });
      expect(Number.isInteger(done?.status === 'finished' && done.submitted_at)).toBe(true);
      expect((await taken(asha, '?size=1')).items).toHaveLength(1);
    });

    it('another child sees none of them, and a bad size is refused', async () => {
      expect(await taken(ravi)).toEqual({ items: [], counts: { started: 0, finished: 0 } });
      expect((await test(asha, 'GET', '/v1/tests-taken?size=0')).statusCode).toBe(400);
      expect((await test(asha, 'GET', '/v1/tests-taken?size=1.5')).statusCode).toBe(400);
    });
  });
});
