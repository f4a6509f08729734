import { formatInviteCode, INVITE_CODE_DAYS } from '../../domain/classroom/inviteCode.ts';
import { rosterStore } from '../../server/services/auth/rosterStore.ts';
import {
  createClassroom,
  createInviteCode,
} from '../../server/services/classroom/instituteClassroomStore.ts';
import { classNameOption, examOption, subjectsOption } from '../classroom/classroomOptions.ts';
import { indiaTime } from '../classroom/parseWhen.ts';
import { withOperatorDatabase } from '../events/openOperatorDatabase.ts';
import { wholeNumber } from '../events/parseOptions.ts';
import { EXIT, UsageError } from '../exitCodes.ts';
import { DAY_MS } from '../../domain/timeline/timelinePeriods.ts';

export interface ClassroomNewOptions {
  org: string;
  name: string;
  exam?: string;
  subjects?: string;
  json?: boolean;
}

/**
 * `abhyas classroom new`: a class of the institute and a first invite code its students join it
 * with (valid INVITE_CODE_DAYS days; `classroom code` makes more).
 */
export default async function classroomNew(options: ClassroomNewOptions): Promise<number> {
  const orgId = wholeNumber('--org', options.org, 0);
  const name = classNameOption(options.name);
  const subjectCodes = subjectsOption(options.subjects);
  const now = Date.now();
  const made = await withOperatorDatabase(async (db) => {
    const examCode =
      options.exam === undefined
        ? undefined
        : examOption(options.exam, [...(await rosterStore(db).examGoals()).keys()]);
    const classroom = await createClassroom(db, { orgId, name, examCode, subjectCodes, now });
    if (!classroom)
      throw new UsageError(
        `--name "${name}": organisation ${String(orgId)} already has a class of that name`,
      );
    const code = await createInviteCode(db, {
      orgId,
      classroomId: classroom.id,
      days: INVITE_CODE_DAYS,
      now,
    });
    if (code === undefined) throw new Error(`the class ${classroom.id} just made is not there`);
    return { classroom, code };
  });
  const { classroom, code } = made;
  const expiresAt = now + INVITE_CODE_DAYS * DAY_MS;
  if (options.json) {
    console.log(
      JSON.stringify(
        {
          ...classroom,
          createdAt: new Date(classroom.createdAt).toISOString(),
          inviteCode: formatInviteCode(code),
          inviteCodeExpiresAt: new Date(expiresAt).toISOString(),
        },
        null,
        2,
      ),
    );
  } else {
    console.log(
      `class ${classroom.id} "${classroom.name}" (organisation ${String(orgId)}${classroom.examCode ? `, exam ${classroom.examCode}` : ''})`,
    );
    console.log(`invite code ${formatInviteCode(code)}, valid until ${indiaTime(expiresAt)}`);
  }
  return EXIT.ok;
}
