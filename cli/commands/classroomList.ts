import { formatInviteCode } from '../../domain/classroom/inviteCode.ts';
import { listClassrooms } from '../../server/services/classroom/instituteClassroomStore.ts';
import { indiaTime } from '../classroom/parseWhen.ts';
import { withOperatorDatabase } from '../events/openOperatorDatabase.ts';
import { wholeNumber } from '../events/parseOptions.ts';
import { EXIT } from '../exitCodes.ts';

export interface ClassroomListOptions {
  org: string;
  json?: boolean;
}

/** `abhyas classroom list`: the organisation's classes, their students and live invite codes. */
export default async function classroomList(options: ClassroomListOptions): Promise<number> {
  const orgId = wholeNumber('--org', options.org, 0);
  const now = Date.now();
  const classes = await withOperatorDatabase((db) => listClassrooms(db, orgId, now));
  if (options.json) {
    console.log(
      JSON.stringify(
        classes.map((c) => ({
          ...c,
          createdAt: new Date(c.createdAt).toISOString(),
          archivedAt: c.archivedAt === null ? null : new Date(c.archivedAt).toISOString(),
          liveCodes: c.liveCodes.map((code) => ({
            ...code,
            code: formatInviteCode(code.code),
            expiresAt: new Date(code.expiresAt).toISOString(),
          })),
        })),
        null,
        2,
      ),
    );
    return EXIT.ok;
  }
  if (classes.length === 0) console.log(`Organisation ${String(orgId)} has no classes.`);
  for (const c of classes) {
    const codes =
      c.liveCodes.length === 0
        ? 'no live invite code'
        : c.liveCodes
            .map(
              (code) =>
                `${formatInviteCode(code.code)} (until ${indiaTime(code.expiresAt)}, used ${String(code.uses)})`,
            )
            .join(', ');
    const students = `${String(c.members)} student${c.members === 1 ? '' : 's'}`;
    const exam = c.examCode ? `  exam ${c.examCode}` : '';
    const archived = c.archivedAt === null ? '' : '  archived';
    console.log(`${c.id}  ${c.name}${exam}  ${students}  ${codes}${archived}`);
  }
  return EXIT.ok;
}
