import {
  formatInviteCode,
  INVITE_CODE_DAYS,
  normaliseInviteCode,
} from '../../domain/classroom/inviteCode.ts';
import { DAY_MS } from '../../domain/timeline/timelinePeriods.ts';
import {
  createInviteCode,
  revokeInviteCode,
} from '../../server/services/classroom/instituteClassroomStore.ts';
import { indiaTime } from '../classroom/parseWhen.ts';
import { requireClassroom } from '../classroom/requireClassroom.ts';
import { withOperatorDatabase } from '../events/openOperatorDatabase.ts';
import { wholeNumber } from '../events/parseOptions.ts';
import { EXIT, UsageError } from '../exitCodes.ts';

export interface ClassroomCodeOptions {
  org: string;
  class?: string;
  days?: string;
  revoke?: string;
  json?: boolean;
}

/** The longest a code may stay valid: a school year. */
const INVITE_CODE_DAYS_MAX = 366;

/**
 * `abhyas classroom code`: another invite code for a class (valid `--days`, INVITE_CODE_DAYS by
 * default), or, with `--revoke`, a code withdrawn so it admits nobody from now on.
 */
export default async function classroomCode(options: ClassroomCodeOptions): Promise<number> {
  const orgId = wholeNumber('--org', options.org, 0);
  const now = Date.now();
  if (options.revoke !== undefined) {
    if (options.days !== undefined) throw new UsageError('--days: not with --revoke');
    return revoke(orgId, options.revoke, now, options.json);
  }
  if (options.class === undefined)
    throw new UsageError('--class: say which class the code is for (its id or name)');
  const days =
    options.days === undefined ? INVITE_CODE_DAYS : wholeNumber('--days', options.days, 1);
  if (days > INVITE_CODE_DAYS_MAX)
    throw new UsageError(`--days ${String(days)}: at most ${String(INVITE_CODE_DAYS_MAX)}`);
  const classRef = options.class;
  const { classroom, code } = await withOperatorDatabase(async (db) => {
    const classroom = await requireClassroom(db, orgId, classRef);
    const code = await createInviteCode(db, { orgId, classroomId: classroom.id, days, now });
    if (code === undefined) throw new Error(`the class ${classroom.id} is not there`);
    return { classroom, code };
  });
  const expiresAt = now + days * DAY_MS;
  if (options.json)
    console.log(
      JSON.stringify(
        {
          inviteCode: formatInviteCode(code),
          classId: classroom.id,
          className: classroom.name,
          expiresAt: new Date(expiresAt).toISOString(),
        },
        null,
        2,
      ),
    );
  else
    console.log(
      `invite code ${formatInviteCode(code)} for class "${classroom.name}", valid until ${indiaTime(expiresAt)}`,
    );
  return EXIT.ok;
}

async function revoke(
  orgId: number,
  typed: string,
  now: number,
  json: boolean | undefined,
): Promise<number> {
  const code = normaliseInviteCode(typed);
  if (code === undefined)
    throw new UsageError(
      `--revoke "${typed}": not an invite code (eight letters and digits, ABCD-EFGH)`,
    );
  const revoked = await withOperatorDatabase((db) => revokeInviteCode(db, { orgId, code, now }));
  if (!revoked)
    throw new UsageError(
      `--revoke "${typed}": organisation ${String(orgId)} has no such invite code`,
    );
  if (json) console.log(JSON.stringify({ revoked: formatInviteCode(code) }, null, 2));
  else console.log(`invite code ${formatInviteCode(code)} withdrawn: it admits nobody now`);
  return EXIT.ok;
}
