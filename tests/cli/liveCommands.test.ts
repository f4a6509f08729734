import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../cli/exitCodes.ts';
import { createClassroom } from '../../server/services/classroom/instituteClassroomStore.ts';
import { DIALECTS } from '../api/testApp.ts';
import { instituteDatabase, type InstituteDatabase } from './instituteDatabase.ts';
import { lines, runCli } from './runCli.ts';

/** Several CLI runs, each a fresh process. */
const CLI_BATCH_TIMEOUT_MS = 180_000;
const ORG = '15';
const IST = '\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} IST';
const UUID = '[0-9a-f-]{36}';

interface LiveJson {
  id: string;
  title: string;
  state: string;
  batchId: string | null;
  provider: string;
  room: string;
  durationMinutes: number;
}

describe.each(DIALECTS)('abhyas live on %s', (dialect) => {
  let institute: InstituteDatabase;

  beforeAll(async () => {
    institute = await instituteDatabase(dialect);
    await createClassroom(institute.database.db, {
      orgId: 15,
      name: 'Evening batch',
      examCode: 'jee-main',
      now: Date.now(),
    });
  });
  afterAll(() => institute.close());

  const cli = (...args: string[]) => runCli(args, institute.env);
  const schedule = (...args: string[]) =>
    cli('live', 'schedule', '--org', ORG, '--title', 'Kinematics', '--duration', '60', ...args);

  it(
    'makes a batch, schedules classes in it and for the class, lists them, ends one early and cancels one',
    async () => {
      const batch = await cli(
        'live',
        'batch',
        'new',
        '--org',
        ORG,
        '--class',
        'Evening batch',
        '--title',
        'Mechanics',
        '--title-hi',
        'यांत्रिकी',
        '--subject',
        'physics',
      );
      expect(batch.code, batch.stderr).toBe(EXIT.ok);
      expect(lines(batch.stdout)).toEqual([
        expect.stringMatching(new RegExp(`^batch ${UUID} "Mechanics" of class "Evening batch"$`)),
      ]);

      const later = await schedule(
        '--batch',
        'Mechanics',
        '--start',
        '+2h',
        '--teacher',
        'Meera Rao',
        '--room',
        'evening-mechanics',
      );
      expect(later.code, later.stderr).toBe(EXIT.ok);
      expect(lines(later.stdout)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^scheduled live class ${UUID} {2}${IST} {2}60 min {2}"Kinematics" \\(class "Evening batch", batch "Mechanics"\\) {2}upcoming$`,
          ),
        ),
        'room evening-mechanics on jitsi',
      ]);

      const now = await schedule(
        '--class',
        'Evening batch',
        '--title',
        'Open doubt room',
        '--title-hi',
        'खुला डाउट रूम',
        '--start',
        'now',
        '--duration',
        '360',
        '--json',
      );
      expect(now.code, now.stderr).toBe(EXIT.ok);
      const onNow = JSON.parse(now.stdout) as LiveJson & { titleTranslations: object };
      expect(onNow).toMatchObject({
        title: 'Open doubt room',
        titleTranslations: { hi: 'खुला डाउट रूम' },
        state: 'on now',
        batchId: null,
        durationMinutes: 360,
        provider: 'jitsi',
        className: 'Evening batch',
      });
      // A room nobody can guess when none was given.
      expect(onNow.room).toMatch(/^live-[0-9a-f]{32}$/);

      const listed = JSON.parse(
        (await cli('live', 'list', '--org', ORG, '--json')).stdout,
      ) as LiveJson[];
      expect(listed.map((c) => [c.title, c.state])).toEqual([
        ['Open doubt room', 'on now'],
        ['Kinematics', 'upcoming'],
      ]);
      const laterId = listed[1]?.id ?? '';

      const ended = await cli('live', 'end', '--org', ORG, onNow.id);
      expect(ended.code, ended.stderr).toBe(EXIT.ok);
      expect(lines(ended.stdout)[0]).toMatch(
        new RegExp(
          `^ended live class ${onNow.id} {2}${IST} {2}360 min {2}"Open doubt room" \\(class "Evening batch"\\) {2}ended early$`,
        ),
      );
      const endedAgain = await cli('live', 'end', '--org', ORG, onNow.id);
      expect([endedAgain.code, lines(endedAgain.stderr)]).toEqual([
        EXIT.invalid,
        [`abhyas: live class "${onNow.id}" is not on now: only a class on now can be ended`],
      ]);
      const cancelEnded = await cli('live', 'cancel', '--org', ORG, onNow.id);
      expect([cancelEnded.code, lines(cancelEnded.stderr)]).toEqual([
        EXIT.invalid,
        [
          `abhyas: live class "${onNow.id}" is over: only a class still to come or on now can be cancelled`,
        ],
      ]);
      const endUpcoming = await cli('live', 'end', '--org', ORG, laterId);
      expect(endUpcoming.code).toBe(EXIT.invalid);

      const cancelled = await cli('live', 'cancel', '--org', ORG, laterId, '--json');
      expect(cancelled.code, cancelled.stderr).toBe(EXIT.ok);
      expect(JSON.parse(cancelled.stdout)).toMatchObject({ id: laterId, state: 'cancelled' });

      const text = await cli('live', 'list', '--org', ORG, '--class', 'Evening batch');
      expect(lines(text.stdout)).toEqual([
        expect.stringMatching(/ {2}"Open doubt room" \(class "Evening batch"\) {2}ended early$/),
        expect.stringMatching(
          / {2}"Kinematics" \(class "Evening batch", batch "Mechanics"\) {2}cancelled$/,
        ),
      ]);
      const otherOrg = await cli('live', 'list', '--org', '16');
      expect(lines(otherOrg.stdout)).toEqual(['No live classes.']);
    },
    CLI_BATCH_TIMEOUT_MS,
  );

  it(
    'refuses a schedule it cannot keep, naming the option',
    async () => {
      const refusals = [
        [schedule('--start', 'now'), EXIT.usage, 'abhyas: --class or --batch: give one of them'],
        [
          schedule('--class', 'Evening batch', '--batch', 'Mechanics', '--start', 'now'),
          EXIT.usage,
          'abhyas: --class or --batch: give one of them',
        ],
        [
          schedule('--class', 'Evening batch', '--start', 'tomorrow'),
          EXIT.usage,
          'abhyas: --start "tomorrow": use an ISO time (2026-05-01T10:00, India time unless a zone is given), now, or +30m, +2h, +1d',
        ],
        [
          schedule('--class', 'Evening batch', '--start', '2020-05-01T10:00'),
          EXIT.usage,
          'abhyas: --start "2020-05-01T10:00": is in the past',
        ],
        [
          schedule('--class', 'Evening batch', '--start', 'now', '--duration', '600'),
          EXIT.usage,
          'abhyas: --duration 600: at most 480 minutes',
        ],
        [
          schedule('--class', 'Evening batch', '--start', 'now', '--duration', '0'),
          EXIT.usage,
          'abhyas: --duration 0: give a whole number of at least 1',
        ],
        [
          schedule('--class', 'Evening batch', '--start', 'now', '--provider', 'zoom'),
          EXIT.usage,
          'abhyas: --provider "zoom": use jitsi',
        ],
        [
          schedule('--class', 'Evening batch', '--start', 'now', '--room', 'a b'),
          EXIT.usage,
          'abhyas: --room "a b": use 3 to 100 letters, digits, dashes or underscores',
        ],
        [
          schedule('--class', 'Evening batch', '--start', 'now', '--title', ' '),
          EXIT.usage,
          'abhyas: --title " ": give 1 to 120 characters',
        ],
        [
          schedule('--batch', 'Nope', '--start', 'now'),
          EXIT.usage,
          'abhyas: --batch "Nope": organisation 15 has no such batch',
        ],
        [
          schedule('--class', 'Nope', '--start', 'now'),
          EXIT.usage,
          'abhyas: --class "Nope": organisation 15 has no class of that id or name',
        ],
        [
          cli('live', 'batch', 'new', '--org', '16', '--class', 'Evening batch', '--title', 'X'),
          EXIT.usage,
          'abhyas: --class "Evening batch": organisation 16 has no class of that id or name',
        ],
        [
          cli('live', 'cancel', '--org', ORG, 'no-such-class'),
          EXIT.usage,
          'abhyas: live class "no-such-class": organisation 15 has no such live class',
        ],
        [
          cli('live', 'end', '--org', ORG),
          EXIT.usage,
          "error: missing required argument 'liveClassId'",
        ],
      ] as const;
      const runs = await Promise.all(refusals.map(([run]) => run));
      runs.forEach((run, i) => {
        expect([run.code, lines(run.stderr)[0]]).toEqual([refusals[i]?.[1], refusals[i]?.[2]]);
      });
      // Another organisation's class is not found either.
      const [first] = JSON.parse(
        (await cli('live', 'list', '--org', ORG, '--json')).stdout,
      ) as LiveJson[];
      const stranger = await cli('live', 'cancel', '--org', '16', first?.id ?? '');
      expect([stranger.code, lines(stranger.stderr)]).toEqual([
        EXIT.usage,
        [`abhyas: live class "${first?.id ?? ''}": organisation 16 has no such live class`],
      ]);
    },
    CLI_BATCH_TIMEOUT_MS,
  );
});
