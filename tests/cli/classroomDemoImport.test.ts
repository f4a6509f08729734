import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../cli/exitCodes.ts';
import { openDatabase } from '../../server/db/openDatabase.ts';
import { lines, REPO, runCli } from './runCli.ts';

/** Two content imports, each a fresh process loading the whole pack. */
const IMPORTS_TIMEOUT_MS = 120_000;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** A CLI run starts and imports the pack in seconds: times it sets are this close to the test's. */
const RUN_SLACK_MS = 2 * MINUTE_MS;

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'abhyas-classrooms-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const importInto = (dataDir: string, ...args: string[]) =>
  runCli(['content', 'import', ...args], { DATA_DIR: dataDir });

describe('the classroom documents in abhyas content import', () => {
  it(
    'load the institutes’ demo, and a second import finds every row and sets the schedule around now again',
    async () => {
      const data = join(work, 'data');
      const first = await importInto(data);
      expect(first.code, first.stderr).toBe(EXIT.ok);
      expect(lines(first.stdout)).toContain(
        'classrooms: 75 added, 0 changed, 0 removed, 0 unchanged',
      );

      // Time passes: the demo's classes and work drift into the past, one is ended, one cancelled.
      const database = openDatabase({ dataDir: data });
      try {
        const { db } = database;
        await db
          .updateTable('live_classes')
          .set((eb) => ({
            starts_at: eb('starts_at', '-', 3 * DAY_MS),
            ended_at: 1,
            cancelled_at: 1,
          }))
          .where('id', '=', 'demo-vidya-open-doubt-room')
          .execute();
        await db
          .updateTable('assignments')
          .set((eb) => ({ due_at: eb('due_at', '-', 3 * DAY_MS) }))
          .where('id', '=', 'demo-pragati-practice-arithmetic-progressions')
          .execute();

        const before = Date.now();
        const second = await importInto(data, '--json');
        const after = Date.now();
        expect(second.code, second.stderr).toBe(EXIT.ok);
        expect(JSON.parse(second.stdout)).toMatchObject({
          classrooms: { inserted: 0, updated: 0, deleted: 0, unchanged: 75 },
        });
        const room = await db
          .selectFrom('live_classes')
          .select(['starts_at', 'ended_at', 'cancelled_at', 'duration_minutes'])
          .where('id', '=', 'demo-vidya-open-doubt-room')
          .executeTakeFirstOrThrow();
        // Open an hour ago, for six hours: on now again.
        expect(room.starts_at).toBeGreaterThanOrEqual(before - 60 * MINUTE_MS - RUN_SLACK_MS);
        expect(room.starts_at).toBeLessThanOrEqual(after - 60 * MINUTE_MS);
        expect(room).toMatchObject({ ended_at: null, cancelled_at: null, duration_minutes: 360 });
        const due = await db
          .selectFrom('assignments')
          .select(['due_at', 'demo'])
          .where('id', '=', 'demo-pragati-practice-arithmetic-progressions')
          .executeTakeFirstOrThrow();
        expect(due.demo).toBe(1);
        expect(due.due_at).toBeGreaterThanOrEqual(before + DAY_MS - RUN_SLACK_MS);
        expect(due.due_at).toBeLessThanOrEqual(after + DAY_MS);
        // Every brand has a class on now, one to come and one over, and the roster signs in by code.
        const schedule = await db
          .selectFrom('live_classes')
          .select(['org_id', 'starts_at', 'duration_minutes'])
          .where('demo', '=', 1)
          .execute();
        for (const org of [15, 16, 18]) {
          const mine = schedule.filter((c) => c.org_id === org);
          expect(
            mine.some(
              (c) => c.starts_at < after && c.starts_at + c.duration_minutes * MINUTE_MS > after,
            ),
          ).toBe(true);
          expect(mine.some((c) => c.starts_at > after)).toBe(true);
          expect(mine.some((c) => c.starts_at + c.duration_minutes * MINUTE_MS < before)).toBe(
            true,
          );
        }
        const students = await db
          .selectFrom('users')
          .select(['org_id', 'mobile', 'mobile_verified'])
          .where('mobile', 'like', '9000%')
          .orderBy('mobile')
          .execute();
        expect(students.map((s) => [s.org_id, s.mobile, s.mobile_verified])).toEqual([
          [15, '9000150001', 1],
          [15, '9000150002', 1],
          [15, '9000150003', 1],
          [16, '9000160001', 1],
          [16, '9000160002', 1],
          [18, '9000180001', 1],
          [18, '9000180002', 1],
          [18, '9000180003', 1],
        ]);
      } finally {
        await database.close();
      }
    },
    IMPORTS_TIMEOUT_MS,
  );

  it(
    'refuse a document that names what is not there, one line a problem, and import none of it',
    async () => {
      const pack = join(work, 'content');
      await cp(join(REPO, 'content'), pack, { recursive: true });
      const file = join(pack, 'classrooms', 'vidya.json');
      const vidya = JSON.parse(await readFile(file, 'utf8')) as {
        students: Record<string, unknown>[];
        liveClasses: Record<string, unknown>[];
        assignments: Record<string, unknown>[];
        classes: Record<string, unknown>[];
      };
      const broken = structuredClone(vidya);
      Object.assign(broken.students[0] ?? {}, { mobile: '12345' });
      Object.assign(broken.liveClasses[1] ?? {}, { batch: 'algebra-sprint' });
      Object.assign(broken.classes[1] ?? {}, { inviteCode: 'OOPS-1234' });
      await writeFile(file, JSON.stringify(broken));
      const check = await runCli(['content', 'check', pack]);
      expect(check.code).toBe(EXIT.invalid);
      expect(lines(check.stderr)).toEqual([
        `${file}: /classes/1/inviteCode is not an invite code: eight letters and digits without 0, O, 1, I and L, as ABCD-EFGH`,
        `${file}: /students/0 mobile "12345" is not a 10-digit mobile starting 6-9`,
        `${file}: /liveClasses/1/batch "algebra-sprint" is not a batch of class "jee-2027-morning" in this document`,
      ]);

      const unknownContent = structuredClone(vidya);
      Object.assign(unknownContent.assignments[0] ?? {}, { ref: 'no-such-video' });
      await writeFile(file, JSON.stringify(unknownContent));
      const data = join(work, 'data-broken');
      const run = await importInto(data, pack);
      expect(run.code).toBe(EXIT.invalid);
      expect(lines(run.stderr).filter((l) => !l.startsWith('importing '))).toEqual([
        `${file}: /assignments/0/ref "no-such-video" is no lesson content of the pack`,
      ]);
      const database = openDatabase({ dataDir: data });
      try {
        const classes = await database.db.selectFrom('classrooms').select('id').execute();
        expect(classes).toEqual([]);
      } finally {
        await database.close();
      }
    },
    IMPORTS_TIMEOUT_MS,
  );
});
