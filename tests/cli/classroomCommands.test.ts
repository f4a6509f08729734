import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../cli/exitCodes.ts';
import { rosterStore } from '../../server/services/auth/rosterStore.ts';
import { enrolMember } from '../../server/services/classroom/instituteClassroomStore.ts';
import { DIALECTS } from '../api/testApp.ts';
import { instituteDatabase, type InstituteDatabase } from './instituteDatabase.ts';
import { lines, runCli } from './runCli.ts';

/** Several CLI runs, each a fresh process. */
const CLI_BATCH_TIMEOUT_MS = 180_000;
const ORG = '15';
/** A code as shown: two fours of the invite-code alphabet (no 0, O, 1, I, L). */
const SHOWN_CODE = /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;
const IST = '\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} IST';

describe.each(DIALECTS)('abhyas classroom and assign on %s', (dialect) => {
  let institute: InstituteDatabase;
  let classId = '';
  let inviteCode = '';

  beforeAll(async () => {
    institute = await instituteDatabase(dialect, { pack: true });
  });
  afterAll(() => institute.close());

  const cli = (...args: string[]) => runCli(args, institute.env);

  it(
    'makes a class with a first invite code, and lists it',
    async () => {
      const made = await cli(
        'classroom',
        'new',
        '--org',
        ORG,
        '--name',
        'Evening batch',
        '--exam',
        'jee-main',
        '--subjects',
        'physics,chemistry',
        '--json',
      );
      expect(made.code, made.stderr).toBe(EXIT.ok);
      const json = JSON.parse(made.stdout) as Record<string, unknown>;
      expect(json).toMatchObject({
        orgId: 15,
        name: 'Evening batch',
        examCode: 'jee-main',
        subjectCodes: ['physics', 'chemistry'],
        archivedAt: null,
      });
      expect(json.inviteCode).toMatch(SHOWN_CODE);
      classId = String(json.id);
      inviteCode = String(json.inviteCode);

      const plain = await cli('classroom', 'new', '--org', ORG, '--name', 'Morning');
      expect(plain.code).toBe(EXIT.ok);
      const [classLine, codeLine] = lines(plain.stdout);
      expect(classLine).toMatch(/^class [0-9a-f-]{36} "Morning" \(organisation 15\)$/);
      expect(codeLine).toMatch(new RegExp(`^invite code [A-Z2-9-]{9}, valid until ${IST}$`));

      const listed = await cli('classroom', 'list', '--org', ORG);
      expect(lines(listed.stdout)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^${classId}  Evening batch  exam jee-main  0 students  ${inviteCode} \\(until ${IST}, used 0\\)$`,
          ),
        ),
        expect.stringMatching(/^[0-9a-f-]{36} {2}Morning {2}0 students {2}[A-Z2-9-]{9} \(until/),
      ]);
      const none = await cli('classroom', 'list', '--org', '16');
      expect(lines(none.stdout)).toEqual(['Organisation 16 has no classes.']);
    },
    CLI_BATCH_TIMEOUT_MS,
  );

  it(
    'makes and withdraws invite codes',
    async () => {
      const another = await cli(
        'classroom',
        'code',
        '--org',
        ORG,
        '--class',
        'Evening batch',
        '--days',
        '7',
        '--json',
      );
      expect(another.code, another.stderr).toBe(EXIT.ok);
      const made = JSON.parse(another.stdout) as { inviteCode: string; expiresAt: string };
      expect(made).toMatchObject({ classId, className: 'Evening batch' });
      expect(Date.parse(made.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

      // Typed any case, without the dash.
      const revoke = await cli(
        'classroom',
        'code',
        '--org',
        ORG,
        '--revoke',
        inviteCode.replace('-', '').toLowerCase(),
      );
      expect(revoke.code, revoke.stderr).toBe(EXIT.ok);
      expect(lines(revoke.stdout)).toEqual([
        `invite code ${inviteCode} withdrawn: it admits nobody now`,
      ]);
      const listed = JSON.parse(
        (await cli('classroom', 'list', '--org', ORG, '--json')).stdout,
      ) as {
        id: string;
        liveCodes: { code: string }[];
      }[];
      expect(listed.find((c) => c.id === classId)?.liveCodes.map((c) => c.code)).toEqual([
        made.inviteCode,
      ]);
    },
    CLI_BATCH_TIMEOUT_MS,
  );

  it(
    'assigns work to a class and shows each student where they stand',
    async () => {
      const { db } = institute.database;
      const student = await rosterStore(db).enrolStudent(
        15,
        {
          mobile: '9000150401',
          firstName: 'Kabir',
          lastName: 'Singh',
          exam: 'jee-main',
          locale: 'en',
        },
        'PreUG',
        Date.now(),
      );
      if ('refused' in student) throw new Error(student.message);
      await enrolMember(db, {
        orgId: 15,
        classroomId: classId,
        profileId: student.profileId,
        firstName: 'Kabir',
        lastName: 'Singh',
        now: Date.now(),
        joinedBy: 'roster',
      });

      const lesson = await cli(
        'assign',
        '--org',
        ORG,
        '--class',
        'Evening batch',
        '--kind',
        'lesson',
        '--ref',
        'projectile-motion',
        '--due',
        '2099-01-15',
        '--note',
        'Watch before Thursday',
      );
      expect(lesson.code, lesson.stderr).toBe(EXIT.ok);
      expect(lines(lesson.stdout)).toEqual([
        expect.stringMatching(
          /^assigned [0-9a-f-]{36}: lesson "Projectile Motion" to class "Evening batch", due 2099-01-15 23:59 IST$/,
        ),
      ]);
      const test = await cli(
        'assign',
        '--org',
        ORG,
        '--class',
        classId,
        '--kind',
        'test',
        '--ref',
        'jee-main-mock-1',
        '--due',
        '2099-02-01T10:00+05:30',
        '--json',
      );
      expect(test.code, test.stderr).toBe(EXIT.ok);
      expect(JSON.parse(test.stdout)).toMatchObject({
        classroomId: classId,
        className: 'Evening batch',
        kind: 'test',
        contentRef: 'jee-main-mock-1',
        dueAt: '2099-02-01T04:30:00.000Z',
        note: null,
      });

      const members = await cli(
        'classroom',
        'members',
        '--org',
        ORG,
        '--class',
        'Evening batch',
        '--progress',
      );
      expect(members.code, members.stderr).toBe(EXIT.ok);
      expect(lines(members.stdout)).toEqual([
        expect.stringMatching(
          new RegExp(`^${student.profileId} {2}Kabir Singh {2}joined ${IST} by roster$`),
        ),
        '  lesson "Projectile Motion" due 2099-01-15 23:59 IST: not started (0 %)',
        '  test "JEE Main full mock test 1" due 2099-02-01 10:00 IST: not started (0 %)',
      ]);
      const json = JSON.parse(
        (
          await cli(
            'classroom',
            'members',
            '--org',
            ORG,
            '--class',
            classId,
            '--progress',
            '--json',
          )
        ).stdout,
      ) as { members: { firstName: string; assignments: { status: string }[] }[] };
      expect(json.members.map((m) => [m.firstName, m.assignments.map((a) => a.status)])).toEqual([
        ['Kabir', ['not_started', 'not_started']],
      ]);
      const empty = await cli('classroom', 'members', '--org', ORG, '--class', 'Morning');
      expect(lines(empty.stdout)).toEqual(['Class "Morning" has no students.']);
    },
    CLI_BATCH_TIMEOUT_MS,
  );

  it(
    'refuses what the institute cannot mean, naming the option',
    async () => {
      const assign = (...args: string[]) =>
        cli(
          'assign',
          '--org',
          ORG,
          '--class',
          'Evening batch',
          '--kind',
          'lesson',
          '--ref',
          'projectile-motion',
          '--due',
          '2099-01-15',
          ...args,
        );
      const refusals = [
        [
          cli('classroom', 'new', '--org', ORG, '--name', 'Evening batch'),
          'abhyas: --name "Evening batch": organisation 15 already has a class of that name',
        ],
        [
          cli('classroom', 'new', '--org', ORG, '--name', 'X', '--exam', 'jee'),
          'abhyas: --exam "jee": not an exam of the content pack (cbse-class-3, cbse-class-9, cbse-class-10, cbse-class-11, cbse-class-12, jee-main, jee-advanced, neet-ug, gate-cse)',
        ],
        [
          cli('classroom', 'new', '--org', ORG, '--name', 'X', '--subjects', 'Physics'),
          'abhyas: --subjects "Physics": "Physics" is not a subject code (physics, chemistry…)',
        ],
        [
          cli('classroom', 'new', '--org', ORG),
          "error: required option '--name <name>' not specified",
        ],
        [
          cli('classroom', 'code', '--org', ORG),
          'abhyas: --class: say which class the code is for (its id or name)',
        ],
        [
          cli('classroom', 'code', '--org', ORG, '--class', 'Nope'),
          'abhyas: --class "Nope": organisation 15 has no class of that id or name',
        ],
        [
          cli('classroom', 'code', '--org', ORG, '--class', 'Morning', '--days', '400'),
          'abhyas: --days 400: at most 366',
        ],
        [
          cli('classroom', 'code', '--org', ORG, '--revoke', 'ABCD-EFGH', '--days', '3'),
          'abhyas: --days: not with --revoke',
        ],
        [
          cli('classroom', 'code', '--org', ORG, '--revoke', 'ABCD-EFGH'),
          'abhyas: --revoke "ABCD-EFGH": organisation 15 has no such invite code',
        ],
        [
          cli('classroom', 'code', '--org', ORG, '--revoke', 'OOPS'),
          'abhyas: --revoke "OOPS": not an invite code (eight letters and digits, ABCD-EFGH)',
        ],
        [
          cli('classroom', 'members', '--org', '16', '--class', 'Morning'),
          'abhyas: --class "Morning": organisation 16 has no class of that id or name',
        ],
        [
          assign('--kind', 'video'),
          'abhyas: --kind "video": use lesson, book, chapter, practice, test',
        ],
        [assign('--due', 'tomorrow'), 'abhyas: --due "tomorrow": use YYYY-MM-DD or an ISO time'],
        [
          assign('--due', '2099-02-30'),
          'abhyas: --due "2099-02-30": use YYYY-MM-DD or an ISO time',
        ],
        [assign('--due', '2020-01-01'), 'abhyas: --due "2020-01-01": is in the past'],
        [
          assign('--ref', 'no-such-video'),
          'abhyas: --ref "no-such-video": not a video id of the content pack (videos.json)',
        ],
        [
          assign('--kind', 'test', '--ref', 'jee-main-diagnostic-physics'),
          'abhyas: --ref "jee-main-diagnostic-physics": not a test code of the content pack (mockTests/)',
        ],
        [
          assign('--kind', 'chapter', '--ref', 'PreUG--jee-main--physics'),
          `abhyas: --ref "PreUG--jee-main--physics": not a chapter's learn path (e.g. PreUG--jee-main--physics--mechanics--kinematics)`,
        ],
        [assign('--note', '   '), 'abhyas: --note: give 1 to 1000 characters'],
        [
          assign('--class', 'Nope'),
          'abhyas: --class "Nope": organisation 15 has no class of that id or name',
        ],
      ] as const;
      const runs = await Promise.all(refusals.map(([run]) => run));
      runs.forEach((run, i) => {
        expect([run.code, lines(run.stderr)[0]]).toEqual([EXIT.usage, refusals[i]?.[1]]);
      });
      const count = await institute.database.db
        .selectFrom('assignments')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst();
      expect(Number(count?.n)).toBe(2);
    },
    CLI_BATCH_TIMEOUT_MS,
  );
});
