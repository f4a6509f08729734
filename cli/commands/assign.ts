import {
  ASSIGNMENT_KINDS,
  type AssignmentKind,
} from '../../domain/assignments/assignmentStatus.ts';
import {
  ASSIGNMENT_NOTE_MAX_LENGTH,
  assignWork,
} from '../../server/services/classroom/assignmentStore.ts';
import { asOperator } from '../classroom/instituteRefusal.ts';
import { indiaTime, parseDue } from '../classroom/parseWhen.ts';
import { requireClassroom } from '../classroom/requireClassroom.ts';
import { withOperatorDatabase } from '../events/openOperatorDatabase.ts';
import { wholeNumber } from '../events/parseOptions.ts';
import { EXIT, UsageError } from '../exitCodes.ts';

export interface AssignOptions {
  org: string;
  class: string;
  kind: string;
  ref: string;
  due: string;
  note?: string;
  json?: boolean;
}

/** What `--ref` names for each kind, for the line that refuses a wrong one. */
const REF_OF_KIND: Readonly<Record<AssignmentKind, string>> = {
  lesson: 'a video id of the content pack (videos.json)',
  book: 'a book id of the content pack (books.json)',
  chapter: "a chapter's learn path (e.g. PreUG--jee-main--physics--mechanics--kinematics)",
  practice: "a chapter's learn path (e.g. PreUG--jee-main--physics--mechanics--kinematics)",
  test: 'a test code of the content pack (mockTests/)',
};

/**
 * `abhyas assign`: a lesson, book, chapter, practice set or test set for a class, due by a day
 * (the end of it, India time) or a time. Its students see it on their user home.
 */
export default async function assign(options: AssignOptions): Promise<number> {
  const orgId = wholeNumber('--org', options.org, 0);
  const kind = ASSIGNMENT_KINDS.find((k) => k === options.kind);
  if (!kind) throw new UsageError(`--kind "${options.kind}": use ${ASSIGNMENT_KINDS.join(', ')}`);
  const now = Date.now();
  const dueAt = parseDue('--due', options.due, now);
  const note = options.note?.trim();
  if (note !== undefined && (note === '' || note.length > ASSIGNMENT_NOTE_MAX_LENGTH))
    throw new UsageError(`--note: give 1 to ${String(ASSIGNMENT_NOTE_MAX_LENGTH)} characters`);
  const { assignment, className } = await withOperatorDatabase(async (db) => {
    const classroom = await requireClassroom(db, orgId, options.class);
    const assignment = await asOperator(
      () =>
        assignWork(db, {
          orgId,
          classroomId: classroom.id,
          kind,
          contentRef: options.ref,
          note,
          dueAt,
          now,
        }),
      {
        CONTENT_NOT_FOUND: `--ref "${options.ref}": not ${REF_OF_KIND[kind]}`,
        CLASSROOM_NOT_FOUND: `--class "${options.class}": the class is archived`,
      },
    );
    return { assignment, className: classroom.name };
  });
  if (options.json)
    console.log(
      JSON.stringify(
        {
          ...assignment,
          className,
          dueAt: new Date(assignment.dueAt).toISOString(),
          assignedAt: new Date(assignment.assignedAt).toISOString(),
          cancelledAt: null,
        },
        null,
        2,
      ),
    );
  else
    console.log(
      `assigned ${assignment.id}: ${kind} "${assignment.title}" to class "${className}", due ${indiaTime(assignment.dueAt)}`,
    );
  return EXIT.ok;
}
