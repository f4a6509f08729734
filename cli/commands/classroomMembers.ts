import { listMembers } from '../../server/services/classroom/instituteClassroomStore.ts';
import {
  classProgress,
  type ClassProgress,
} from '../../server/services/classroom/assignmentStore.ts';
import { indiaTime } from '../classroom/parseWhen.ts';
import { requireClassroom } from '../classroom/requireClassroom.ts';
import { withOperatorDatabase } from '../events/openOperatorDatabase.ts';
import { wholeNumber } from '../events/parseOptions.ts';
import { EXIT } from '../exitCodes.ts';

export interface ClassroomMembersOptions {
  org: string;
  class: string;
  progress?: boolean;
  json?: boolean;
}

/** A status as the operator reads it. */
const STATUS_WORDS = {
  not_started: 'not started',
  in_progress: 'in progress',
  done: 'done',
  overdue: 'overdue',
} as const;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * `abhyas classroom members`: a class's students (those in it, then those who left) and, with
 * `--progress`, where each one stands on each of the class's assignments.
 */
export default async function classroomMembers(options: ClassroomMembersOptions): Promise<number> {
  const orgId = wholeNumber('--org', options.org, 0);
  const now = Date.now();
  const { classroom, members, progress } = await withOperatorDatabase(async (db) => {
    const classroom = await requireClassroom(db, orgId, options.class);
    const members = await listMembers(db, { orgId, classroomId: classroom.id });
    const progress = options.progress
      ? await classProgress(db, { orgId, classroomId: classroom.id, now })
      : undefined;
    return { classroom, members, progress };
  });
  if (options.json) {
    const ofMember = (profileId: string) =>
      progress?.members
        .find((m) => m.profileId === profileId)
        ?.assignments.map((a) => ({ ...a, dueAt: iso(a.dueAt), completedAt: iso(a.completedAt) }));
    console.log(
      JSON.stringify(
        {
          classId: classroom.id,
          className: classroom.name,
          members: members.map((m) => ({
            ...m,
            joinedAt: iso(m.joinedAt),
            leftAt: iso(m.leftAt),
            ...(progress && { assignments: ofMember(m.profileId) ?? [] }),
          })),
        },
        null,
        2,
      ),
    );
    return EXIT.ok;
  }
  if (members.length === 0) console.log(`Class "${classroom.name}" has no students.`);
  for (const m of members) {
    const left = m.leftAt === null ? '' : `, left ${indiaTime(m.leftAt)}`;
    console.log(
      `${m.profileId}  ${`${m.firstName} ${m.lastName}`.trim()}  joined ${indiaTime(m.joinedAt)} by ${m.joinedBy}${left}`,
    );
    if (progress) for (const line of progressLines(progress, m.profileId)) console.log(`  ${line}`);
  }
  return EXIT.ok;
}

/** One line per assignment: what it is, when due, and where the student stands. */
function progressLines(progress: ClassProgress, profileId: string): string[] {
  const member = progress.members.find((m) => m.profileId === profileId);
  if (!member) return [];
  if (member.assignments.length === 0) return ['no assignments'];
  return member.assignments.map((a) => {
    const done = a.completedAt === null ? '' : ` on ${indiaTime(a.completedAt)}`;
    return `${a.kind} "${a.title}" due ${indiaTime(a.dueAt)}: ${STATUS_WORDS[a.status]}${done} (${String(a.progressPercent)} %)`;
  });
}
