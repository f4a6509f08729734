import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  ASSIGNMENT_KINDS,
  ASSIGNMENT_PRACTICE_ANSWERS,
  assignmentStatus,
  progressFromFacts,
  type AssignmentFacts,
  type AssignmentKind,
  type AssignmentStatus,
} from '../../../domain/assignments/assignmentStatus.ts';
import { AppError } from '../../../domain/errors.ts';
import { isListedTest } from '../../../domain/mockTests/isListedTest.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import { list, texts } from '../../db/jsonColumns.ts';
import type { AssignmentsTable, Database } from '../../db/schema.ts';
import { hasClassroom } from './instituteClassroomStore.ts';

/**
 * SQL of school work (docs/decisions/classrooms.md): the institute's writes (used by
 * `abhyas assign`, the demo import and tests), the student's reads of the assignments of their
 * classes, and the facts of each student's progress read from the records the other services keep
 * with the assignment's id (content_status, practice sessions and answers, test sessions).
 */

export type AssignmentRow = Selectable<AssignmentsTable>;

/** An assignment as the institute lists it. */
export interface InstituteAssignment {
  id: string;
  orgId: number;
  classroomId: string;
  kind: AssignmentKind;
  contentRef: string;
  title: string;
  note: string | null;
  dueAt: number;
  assignedAt: number;
  cancelledAt: number | null;
  demo: boolean;
}

export interface AssignWorkInput {
  orgId: number;
  classroomId: string;
  kind: AssignmentKind;
  /** A video id (lesson), book id, chapter learn path (chapter, practice) or test code. */
  contentRef: string;
  /** Shown in the institute's lists; the content's English title when left out. */
  title?: string | undefined;
  note?: string | undefined;
  dueAt: number;
  demo?: boolean | undefined;
  now: number;
}

/** The longest note an institute may write with an assignment. */
export const ASSIGNMENT_NOTE_MAX_LENGTH = 1000;
const COMPLETED = 'COMPLETED';
const VIDEO = 'Video';

const isKind = (kind: string): kind is AssignmentKind =>
  (ASSIGNMENT_KINDS as readonly string[]).includes(kind);

/** A stored kind: only assignWork writes them, so another is a damaged row, not a mistake to hide. */
export function kindOf(row: Pick<AssignmentRow, 'id' | 'kind'>): AssignmentKind {
  if (!isKind(row.kind)) throw new Error(`assignment ${row.id} has an unknown kind ${row.kind}`);
  return row.kind;
}

const toInstitute = (row: AssignmentRow): InstituteAssignment => ({
  id: row.id,
  orgId: row.org_id,
  classroomId: row.classroom_id,
  kind: kindOf(row),
  contentRef: row.content_ref,
  title: row.title,
  note: row.note,
  dueAt: row.due_at,
  assignedAt: row.assigned_at,
  cancelledAt: row.cancelled_at,
  demo: row.demo === 1,
});

/** What an assignment points at in the pack: its titles by language, picture, a book's kind. */
export interface AssignedContent {
  titles: Record<string, string>;
  /** A picture of the pack (a media path), when it has one. */
  picture?: string;
  bookKind?: 'book' | 'bigBook' | 'liveClassBook';
}

const pictureOf = (path: string | undefined | null) => (path ? { picture: path } : {});

/** The content an assignment of the kind names, or undefined when the pack has none such. */
export async function assignedContent(
  db: Kysely<Database>,
  kind: AssignmentKind,
  ref: string,
): Promise<AssignedContent | undefined> {
  switch (kind) {
    case 'lesson': {
      const video = await db
        .selectFrom('videos')
        .select(['titles', 'poster', 'thumbs'])
        .where('id', '=', ref)
        .executeTakeFirst();
      return (
        video && {
          titles: texts(video.titles),
          ...pictureOf(video.poster || list(video.thumbs)[0]),
        }
      );
    }
    case 'book': {
      const book = await db
        .selectFrom('books')
        .select(['titles', 'kind', 'cover'])
        .where('id', '=', ref)
        .executeTakeFirst();
      return book && { titles: texts(book.titles), ...pictureOf(book.cover), bookKind: book.kind };
    }
    case 'chapter':
    case 'practice': {
      const chapter = await db
        .selectFrom('syllabus_nodes')
        .select(['names', 'thumb'])
        .where('learn_path', '=', ref)
        .where('level', '=', 'chapter')
        .executeTakeFirst();
      return chapter && { titles: texts(chapter.names), ...pictureOf(chapter.thumb) };
    }
    case 'test': {
      const test = await db
        .selectFrom('tests')
        .innerJoin('test_versions', (join) =>
          join
            .onRef('test_versions.code', '=', 'tests.code')
            .onRef('test_versions.version', '=', 'tests.version'),
        )
        .select(['tests.type', 'test_versions.content'])
        .where('tests.code', '=', ref)
        .executeTakeFirst();
      // A diagnostic paper belongs to the achieve module's onboarding, never to homework.
      if (!test || !isListedTest(test.type)) return undefined;
      const { title, thumb } = JSON.parse(test.content) as {
        title?: Record<string, string>;
        thumb?: string;
      };
      return { titles: title ?? {}, ...pictureOf(thumb) };
    }
  }
}

/** What each kind's content ref is, for the error that names a wrong one. */
const REF_NAMES: Readonly<Record<AssignmentKind, string>> = {
  lesson: 'a video id',
  book: 'a book id',
  chapter: 'a chapter learn path',
  practice: 'a chapter learn path',
  test: 'a test code',
};

/**
 * Assigns work to a class of the organisation. The class must be the organisation's and open,
 * the content must be in the pack, the due time after now; each mistake throws an error naming
 * the field.
 */
export async function assignWork(
  db: Kysely<Database>,
  input: AssignWorkInput,
): Promise<InstituteAssignment> {
  if (!isKind(input.kind))
    throw new AppError(
      'VALIDATION_FAILED',
      `kind must be one of ${ASSIGNMENT_KINDS.join(', ')}, not ${String(input.kind)}`,
    );
  if (!Number.isSafeInteger(input.dueAt) || input.dueAt <= input.now)
    throw new AppError('VALIDATION_FAILED', 'dueAt must be a time (epoch ms) after now');
  if (input.note !== undefined && input.note.length > ASSIGNMENT_NOTE_MAX_LENGTH)
    throw new AppError(
      'VALIDATION_FAILED',
      `note must be at most ${ASSIGNMENT_NOTE_MAX_LENGTH} characters`,
    );
  const classroom = await db
    .selectFrom('classrooms')
    .select('id')
    .where('id', '=', input.classroomId)
    .where('org_id', '=', input.orgId)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  if (!classroom)
    throw new AppError(
      'CLASSROOM_NOT_FOUND',
      `classroomId ${input.classroomId} is no open class of organisation ${input.orgId}`,
    );
  const content = await assignedContent(db, input.kind, input.contentRef);
  if (!content)
    throw new AppError(
      'CONTENT_NOT_FOUND',
      `contentRef ${input.contentRef} is not ${REF_NAMES[input.kind]} of the content pack`,
    );
  const title = input.title?.trim() || textIn(content.titles, 'en') || input.contentRef;
  const row: AssignmentRow = {
    id: randomUUID(),
    org_id: input.orgId,
    classroom_id: input.classroomId,
    kind: input.kind,
    content_ref: input.contentRef,
    title,
    note: input.note?.trim() || null,
    due_at: input.dueAt,
    assigned_at: input.now,
    cancelled_at: null,
    demo: input.demo ? 1 : 0,
  };
  await db.insertInto('assignments').values(row).execute();
  return toInstitute(row);
}

/** The assignments of a class of the organisation, cancelled ones too, by due time. */
export async function listAssignments(
  db: Kysely<Database>,
  query: { orgId: number; classroomId: string },
): Promise<InstituteAssignment[]> {
  const rows = await db
    .selectFrom('assignments')
    .selectAll()
    .where('org_id', '=', query.orgId)
    .where('classroom_id', '=', query.classroomId)
    .orderBy('due_at')
    .orderBy('id')
    .execute();
  return rows.map(toInstitute);
}

/** Withdraws an assignment: students no longer see it. Cancelling again changes nothing. */
export async function cancelAssignment(
  db: Kysely<Database>,
  input: { orgId: number; assignmentId: string; now: number },
): Promise<InstituteAssignment> {
  await db
    .updateTable('assignments')
    .set({ cancelled_at: input.now })
    .where('id', '=', input.assignmentId)
    .where('org_id', '=', input.orgId)
    .where('cancelled_at', 'is', null)
    .execute();
  const row = await db
    .selectFrom('assignments')
    .selectAll()
    .where('id', '=', input.assignmentId)
    .where('org_id', '=', input.orgId)
    .executeTakeFirst();
  if (!row)
    throw new AppError(
      'ASSIGNMENT_NOT_FOUND',
      `assignmentId ${input.assignmentId} is no assignment of organisation ${input.orgId}`,
    );
  return toInstitute(row);
}

/** An assignment of one of the student's classes, with the class's name. */
export type MemberAssignmentRow = AssignmentRow & { class_name: string };

/**
 * The live assignments of the given classes (the student's, from the membership check), or the
 * one asked for, in the organisation; a cancelled one is not found.
 */
export async function memberAssignments(
  db: Kysely<Database>,
  query: { orgId: number; classIds: readonly string[]; assignmentId?: string },
): Promise<MemberAssignmentRow[]> {
  if (query.classIds.length === 0) return [];
  let select = db
    .selectFrom('assignments as a')
    .innerJoin('classrooms as c', 'c.id', 'a.classroom_id')
    .selectAll('a')
    .select('c.name as class_name')
    .where('a.org_id', '=', query.orgId)
    .where('c.org_id', '=', query.orgId)
    .where('a.classroom_id', 'in', [...query.classIds])
    .where('a.cancelled_at', 'is', null);
  if (query.assignmentId !== undefined) select = select.where('a.id', '=', query.assignmentId);
  return select.orderBy('a.due_at').orderBy('a.id').execute();
}

/** One student's facts of one assignment, and when the student finished it. */
export interface StudentFacts {
  facts: AssignmentFacts;
  completedAt: number | null;
}

/** Where a student stands on an assignment at `now`, from their facts (none: not begun). */
export function standingOn(
  assignment: Pick<AssignmentRow, 'due_at'>,
  found: StudentFacts | undefined,
  now: number,
): { status: AssignmentStatus; percent: number; completedAt: number | null } {
  const shown = found
    ? progressFromFacts(found.facts)
    : { started: false, done: false, percent: 0 };
  return {
    status: assignmentStatus(shown, assignment.due_at, now),
    percent: shown.percent,
    completedAt: shown.done ? (found?.completedAt ?? null) : null,
  };
}

/** The lessons an assignment of a lesson, book or chapter asks the student to watch. */
async function lessonsOf(db: Kysely<Database>, assignment: AssignmentRow): Promise<string[]> {
  if (assignment.kind === 'lesson') return [assignment.content_ref];
  let chapters = [assignment.content_ref];
  if (assignment.kind === 'book') {
    const book = await db
      .selectFrom('books')
      .select('chapters')
      .where('id', '=', assignment.content_ref)
      .executeTakeFirst();
    chapters = book
      ? (JSON.parse(book.chapters) as { learnPath: string }[]).map((c) => c.learnPath)
      : [];
  }
  if (chapters.length === 0) return [];
  const rows = await db
    .selectFrom('video_topics')
    .select('video_id')
    .distinct()
    .where((eb) =>
      eb.or(
        chapters.flatMap((path) => [
          eb('learn_path', '=', path),
          eb('learn_path', 'like', `${path}--%`),
        ]),
      ),
    )
    .execute();
  return rows.map((r) => r.video_id);
}

/**
 * Lessons: a lesson's record counts when it carries the assignment's id or was written after the
 * assignment was given (the student need not have come through the assignment's link).
 */
async function lessonFacts(
  db: Kysely<Database>,
  assignment: AssignmentRow,
  profileIds: readonly string[],
): Promise<Map<string, StudentFacts>> {
  const lessons = await lessonsOf(db, assignment);
  const kind = assignment.kind as 'lesson' | 'book' | 'chapter';
  const rows =
    lessons.length === 0
      ? []
      : await db
          .selectFrom('content_status')
          .select(['child_id', 'content_id', 'status', 'updated_at'])
          .where('content_type', '=', VIDEO)
          .where('child_id', 'in', [...profileIds])
          .where('content_id', 'in', lessons)
          .where((eb) =>
            eb.or([
              eb('homework_id', '=', assignment.id),
              eb('updated_at', '>=', assignment.assigned_at),
            ]),
          )
          .execute();
  const out = new Map<string, StudentFacts>();
  for (const profileId of profileIds) {
    const mine = rows.filter((r) => r.child_id === profileId);
    const completed = mine.filter((r) => r.status === COMPLETED);
    const facts = {
      kind,
      lessons: lessons.length,
      completed: completed.length,
      started: mine.length,
    };
    const done = progressFromFacts(facts).done;
    out.set(profileId, {
      facts,
      completedAt: done ? Math.max(...completed.map((r) => r.updated_at)) : null,
    });
  }
  return out;
}

/** Practice: the answers given in sessions started with the assignment's id. */
async function practiceFacts(
  db: Kysely<Database>,
  assignment: AssignmentRow,
  profileIds: readonly string[],
): Promise<Map<string, StudentFacts>> {
  const rows = await db
    .selectFrom('practice_sessions as s')
    .leftJoin('practice_attempts as pa', (join) =>
      join.onRef('pa.session_id', '=', 's.id').on('pa.answered_at', 'is not', null),
    )
    .select(['s.child_id', 's.id', 's.planned_total', 'pa.answered_at'])
    .where('s.homework_id', '=', assignment.id)
    .where('s.child_id', 'in', [...profileIds])
    .execute();
  const out = new Map<string, StudentFacts>();
  for (const profileId of profileIds) {
    const mine = rows.filter((r) => r.child_id === profileId);
    const answeredAt = mine
      .flatMap((r) => (r.answered_at === null ? [] : [r.answered_at]))
      .sort((a, b) => a - b);
    const perSession = new Map<string, { answers: number; planned: number }>();
    for (const row of mine) {
      const session = perSession.get(row.id) ?? { answers: 0, planned: row.planned_total };
      if (row.answered_at !== null) session.answers += 1;
      perSession.set(row.id, session);
    }
    // A session whose questions are all answered has nothing more to ask of the chapter.
    const ranOut = [...perSession.values()].some((s) => s.planned > 0 && s.answers >= s.planned);
    const facts = { kind: 'practice' as const, answers: answeredAt.length, ranOut };
    const done = progressFromFacts(facts).done;
    const finishing =
      answeredAt.length >= ASSIGNMENT_PRACTICE_ANSWERS
        ? answeredAt[ASSIGNMENT_PRACTICE_ANSWERS - 1]
        : answeredAt.at(-1);
    out.set(profileId, { facts, completedAt: done ? (finishing ?? null) : null });
  }
  return out;
}

/** Tests: a session started with the assignment's id, submitted (or out of time). */
async function testFacts(
  db: Kysely<Database>,
  assignment: AssignmentRow,
  profileIds: readonly string[],
  now: number,
): Promise<Map<string, StudentFacts>> {
  const rows = await db
    .selectFrom('test_sessions')
    .select(['child_id', 'status', 'deadline_at', 'frozen_at'])
    .where('homework_id', '=', assignment.id)
    .where('child_id', 'in', [...profileIds])
    .execute();
  const out = new Map<string, StudentFacts>();
  for (const profileId of profileIds) {
    const session = rows.find((r) => r.child_id === profileId);
    // A paper out of time is submitted as it stands, whether or not the runner has said so yet.
    const submitted =
      session !== undefined && (session.status === 'finished' || session.deadline_at <= now);
    out.set(profileId, {
      facts: { kind: 'test', started: session !== undefined, submitted },
      completedAt: submitted ? (session.frozen_at ?? session.deadline_at) : null,
    });
  }
  return out;
}

/**
 * The facts of each student's progress on each assignment (assignment id → profile id → facts),
 * from the records the other services keep with the assignment's id.
 */
export async function assignmentProgress(
  db: Kysely<Database>,
  query: { assignments: readonly AssignmentRow[]; profileIds: readonly string[]; now: number },
): Promise<Map<string, Map<string, StudentFacts>>> {
  const out = new Map<string, Map<string, StudentFacts>>();
  if (query.profileIds.length === 0) return out;
  for (const assignment of query.assignments) {
    const facts =
      assignment.kind === 'practice'
        ? await practiceFacts(db, assignment, query.profileIds)
        : assignment.kind === 'test'
          ? await testFacts(db, assignment, query.profileIds, query.now)
          : await lessonFacts(db, assignment, query.profileIds);
    out.set(assignment.id, facts);
  }
  return out;
}

/** One member's standing on one assignment, for the institute. */
export interface MemberProgress {
  assignmentId: string;
  title: string;
  kind: AssignmentKind;
  dueAt: number;
  status: AssignmentStatus;
  progressPercent: number;
  completedAt: number | null;
}

export interface ClassProgress {
  classroomId: string;
  members: {
    profileId: string;
    firstName: string;
    lastName: string;
    assignments: MemberProgress[];
  }[];
}

/**
 * Each member's status on each live assignment of a class of the organisation
 * (`abhyas classroom members --progress`).
 */
export async function classProgress(
  db: Kysely<Database>,
  query: { orgId: number; classroomId: string; now: number },
): Promise<ClassProgress> {
  if (!(await hasClassroom(db, query.orgId, query.classroomId)))
    throw new AppError(
      'CLASSROOM_NOT_FOUND',
      `classroomId ${query.classroomId} is no class of organisation ${query.orgId}`,
    );
  const [members, assignments] = await Promise.all([
    db
      .selectFrom('classroom_members')
      .select(['profile_id', 'first_name', 'last_name'])
      .where('classroom_id', '=', query.classroomId)
      .where('org_id', '=', query.orgId)
      .where('left_at', 'is', null)
      .orderBy('first_name')
      .orderBy('last_name')
      .orderBy('profile_id')
      .execute(),
    memberAssignments(db, { orgId: query.orgId, classIds: [query.classroomId] }),
  ]);
  const progress = await assignmentProgress(db, {
    assignments,
    profileIds: members.map((m) => m.profile_id),
    now: query.now,
  });
  return {
    classroomId: query.classroomId,
    members: members.map((member) => ({
      profileId: member.profile_id,
      firstName: member.first_name,
      lastName: member.last_name,
      assignments: assignments.map((assignment) => {
        const standing = standingOn(
          assignment,
          progress.get(assignment.id)?.get(member.profile_id),
          query.now,
        );
        return {
          assignmentId: assignment.id,
          title: assignment.title,
          kind: kindOf(assignment),
          dueAt: assignment.due_at,
          status: standing.status,
          progressPercent: standing.percent,
          completedAt: standing.completedAt,
        };
      }),
    })),
  };
}
