import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../cli/exitCodes.ts';
import { createClassroom } from '../../server/services/classroom/instituteClassroomStore.ts';
import { DIALECTS } from '../api/testApp.ts';
import { instituteDatabase, type InstituteDatabase } from './instituteDatabase.ts';
import { lines, runCli } from './runCli.ts';

/** Several CLI runs, each a fresh process. */
const CLI_BATCH_TIMEOUT_MS = 90_000;
const ORG = 15;

const ROSTER = [
  'mobile,email,first_name,last_name,primary_exam,class,locale',
  '9000150101,,Riya,Sen,jee-main,Evening batch,hi',
  '12345,,Bad,Mobile,jee-main,,',
  '+91 90001 50101,,Arjun,Sen,neet-ug,,',
  ',meera@example.org,Meera,,cbse-class-10,,',
  '9000150102,,Al,Khan,jee-main,,',
  '9000150103,,Sara,Ali,jee,,',
  '9000150104,,Sara,Ali,jee-main,No such class,',
  '9000150105,,Sara,Ali,jee-main,,xx',
  '9000150106,,Tom',
  ',,Nobody,Here,jee-main,,',
  ',bad@,Nobody,Here,jee-main,,',
].join('\n');

describe.each(DIALECTS)('abhyas students import on %s', (dialect) => {
  let institute: InstituteDatabase;
  let work: string;

  beforeAll(async () => {
    institute = await instituteDatabase(dialect);
    work = await mkdtemp(join(tmpdir(), 'abhyas-roster-'));
    await createClassroom(institute.database.db, {
      orgId: ORG,
      name: 'Evening batch',
      examCode: 'jee-main',
      now: Date.now(),
    });
  });
  afterAll(async () => {
    await institute.close();
    await rm(work, { recursive: true, force: true });
  });

  const roster = async (name: string, text: string) => {
    const file = join(work, name);
    await writeFile(file, text);
    return file;
  };
  const importRoster = (file: string, ...flags: string[]) =>
    runCli(['students', 'import', '--org', String(ORG), file, ...flags], institute.env);

  it(
    'imports the good rows, says what is wrong with each bad one, and adds nothing on a second run',
    async () => {
      const file = await roster('roster.csv', ROSTER);
      const first = await importRoster(file);
      expect(first.code).toBe(EXIT.invalid);
      expect(lines(first.stderr)).toEqual([
        `${file}:3: mobile "12345" is not a 10-digit mobile starting 6-9`,
        `${file}:6: first_name "Al" is not a name: at least 3 letters; letters, spaces and dots only`,
        `${file}:7: primary_exam "jee" is not an exam of the content pack (jee-main, neet-ug, cbse-class-10)`,
        `${file}:8: class "No such class" is not a class of organisation 15`,
        `${file}:9: locale "xx" is not a language of the platform (en, hi, kn, bn, as, ta, te, or, mr, pa, ml, gu)`,
        `${file}:10: has 3 fields, the header 7`,
        `${file}:11: mobile and email are both empty: give one`,
        `${file}:12: email "bad@" is not an e-mail address`,
      ]);
      expect(lines(first.stdout)).toEqual([
        '11 rows: 2 accounts and 3 students added, 0 already there, 1 put in a class, 8 refused',
      ]);

      const { db } = institute.database;
      const accounts = await db
        .selectFrom('users')
        .select(['mobile', 'email', 'mobile_verified', 'email_verified', 'password_hash'])
        .where('org_id', '=', ORG)
        .execute();
      // The institute vouches for the mobile or e-mail: verified, so the student signs in by code.
      expect(accounts).toHaveLength(2);
      expect(accounts).toEqual(
        expect.arrayContaining([
          {
            mobile: '9000150101',
            email: null,
            mobile_verified: 1,
            email_verified: 0,
            password_hash: null,
          },
          {
            mobile: null,
            email: 'meera@example.org',
            mobile_verified: 0,
            email_verified: 1,
            password_hash: null,
          },
        ]),
      );
      const profiles = await db
        .selectFrom('profiles')
        .innerJoin('users', 'users.id', 'profiles.user_id')
        .select([
          'users.mobile',
          'profiles.first_name',
          'profiles.last_name',
          'profiles.primary_goal',
          'profiles.primary_exam',
          'profiles.locale',
          'profiles.video_quality',
        ])
        .orderBy('profiles.first_name')
        .execute();
      expect(profiles).toEqual([
        {
          mobile: '9000150101',
          first_name: 'Arjun',
          last_name: 'Sen',
          primary_goal: 'PreUG',
          primary_exam: 'neet-ug',
          locale: 'en',
          video_quality: 'auto',
        },
        {
          mobile: null,
          first_name: 'Meera',
          last_name: '',
          primary_goal: 'K12',
          primary_exam: 'cbse-class-10',
          locale: 'en',
          video_quality: 'auto',
        },
        {
          mobile: '9000150101',
          first_name: 'Riya',
          last_name: 'Sen',
          primary_goal: 'PreUG',
          primary_exam: 'jee-main',
          locale: 'hi',
          video_quality: 'auto',
        },
      ]);
      const members = await db
        .selectFrom('classroom_members')
        .select(['first_name', 'last_name', 'joined_by', 'org_id'])
        .execute();
      expect(members).toEqual([
        { first_name: 'Riya', last_name: 'Sen', joined_by: 'roster', org_id: ORG },
      ]);

      const again = await importRoster(file, '--json');
      expect(again.code).toBe(EXIT.invalid);
      expect(lines(again.stderr)).toHaveLength(8);
      expect(JSON.parse(again.stdout)).toMatchObject({
        rows: 11,
        accountsAdded: 0,
        profilesAdded: 0,
        alreadyThere: 3,
        enrolled: 0,
        refused: 8,
      });
      const count = await db
        .selectFrom('profiles')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst();
      expect(Number(count?.n)).toBe(3);
    },
    CLI_BATCH_TIMEOUT_MS,
  );

  it(
    'exits 0 for a roster without a bad row, and takes an account no one had verified from whoever made it',
    async () => {
      const { db } = institute.database;
      // Someone typed the student's mobile into a sign-up and never finished it.
      await db
        .insertInto('users')
        .values({
          id: 'squatter',
          org_id: ORG,
          mobile: '9000150201',
          email: null,
          password_hash: 'someone-elses-hash',
          first_name: 'Someone',
          last_name: 'Else',
          created_at: Date.now(),
          email_verified: 0,
          mobile_verified: 0,
        })
        .execute();
      const file = await roster(
        'clean.csv',
        'first_name,primary_exam,mobile\nKabir,jee-main,9000150201\n"Isha Rao",jee-main,9000150202\n',
      );
      const run = await importRoster(file);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(EXIT.ok);
      expect(lines(run.stdout)).toEqual([
        '2 rows: 1 accounts and 2 students added, 0 already there, 0 put in a class, 0 refused',
      ]);
      const taken = await db
        .selectFrom('users')
        .select(['password_hash', 'mobile_verified'])
        .where('id', '=', 'squatter')
        .executeTakeFirst();
      expect(taken).toEqual({ password_hash: null, mobile_verified: 1 });
    },
    CLI_BATCH_TIMEOUT_MS,
  );

  it(
    'refuses a header it cannot read, a missing file and a missing --org',
    async () => {
      const unknown = await roster(
        'typo.csv',
        'mobile,frist_name,primary_exam\n9000150301,Ravi,jee-main\n',
      );
      const noExam = await roster('noexam.csv', 'mobile,first_name\n9000150301,Ravi\n');
      const noLogin = await roster('nologin.csv', 'first_name,primary_exam\nRavi,jee-main\n');
      const empty = await roster('empty.csv', '\n');
      const runs = await Promise.all([
        importRoster(unknown),
        importRoster(noExam),
        importRoster(noLogin),
        importRoster(empty),
        importRoster(join(work, 'missing.csv')),
        runCli(['students', 'import', unknown], institute.env),
        runCli(['students', 'import', '--org', 'fifteen', unknown], institute.env),
      ]);
      expect(runs.map((r) => r.code)).toEqual([
        EXIT.invalid,
        EXIT.invalid,
        EXIT.invalid,
        EXIT.invalid,
        EXIT.usage,
        EXIT.usage,
        EXIT.usage,
      ]);
      expect(runs.map((r) => lines(r.stderr)[0])).toEqual([
        `${unknown}:1: unknown column "frist_name" (columns: mobile, email, first_name, last_name, primary_exam, class, locale)`,
        `${noExam}:1: no primary_exam column`,
        `${noLogin}:1: no mobile or email column: give one or both`,
        `${empty}:1: is empty: give a header row (mobile,email,first_name,last_name,primary_exam,class,locale)`,
        `abhyas: ${join(work, 'missing.csv')}: no such file`,
        "error: required option '--org <n>' not specified",
        'abhyas: --org fifteen: give a whole number of at least 0',
      ]);
    },
    CLI_BATCH_TIMEOUT_MS,
  );
});
