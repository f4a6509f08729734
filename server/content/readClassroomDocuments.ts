import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { normaliseInviteCode } from '../../domain/classroom/inviteCode.ts';
import {
  checkRosterStudent,
  isRosterRefusal,
  type RosterRefusal,
  type RosterStudent,
} from '../../domain/classroom/rosterStudent.ts';
import { LIVE_CLASS_DURATION_MAX_MINUTES } from '../../domain/liveClass/liveClassLength.ts';
import { isRoomName, ROOM_NAME_RULE } from '../../domain/liveClass/roomName.ts';
import type { InstituteClassrooms } from '../../schemas/types.generated.ts';
import { MEETING_PROVIDER_NAMES } from '../providers/meetings/MeetingProvider.ts';
import { shownPath } from './ContentPack.ts';
import type { ContentIssue } from './contentSchemas.ts';
import { readContentDocument } from './readContentDocument.ts';

/** Where an institute brand's classrooms sit in the content pack: one file a brand. */
const CLASSROOMS_DIR = 'classrooms';
/** Ids of a document's rows become row ids with the brand before them; this keeps them short. */
const CLASSROOM_DOCUMENT_ID_MAX_LENGTH = 40;
/** Work is set before it is due; a document that says nothing set it this many days ago. */
export const DEMO_ASSIGNED_DAYS_AGO = 7;

/** One brand's checked document. */
export interface ClassroomDocument {
  brandId: string;
  file: string;
  document: InstituteClassrooms;
}

type DocumentStudent = NonNullable<InstituteClassrooms['students']>[number];

/** A document's student checked as a roster row is, with the pack's exams. */
export function checkDocumentStudent(
  student: DocumentStudent,
  exams: readonly string[],
): RosterStudent | RosterRefusal {
  return checkRosterStudent(
    {
      mobile: student.mobile,
      email: student.email,
      first_name: student.firstName,
      last_name: student.lastName,
      primary_exam: student.exam,
      locale: student.locale,
    },
    exams,
  );
}

export type ClassroomDocumentsResult =
  { documents: ClassroomDocument[]; issues: [] } | { documents: undefined; issues: ContentIssue[] };

/**
 * What the schema cannot say: ids unique and short, references to the document's own classes and
 * batches, a batch's live classes in its class, students checked as a roster row is (with the
 * pack's exams), invite codes, providers and rooms as the server takes them.
 */
function documentIssues(
  file: string,
  doc: InstituteClassrooms,
  exams: readonly string[],
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const issue = (pointer: string, message: string) => issues.push({ file, pointer, message });
  const uniqueIds = (rows: readonly { id: string }[] | undefined, at: string) => {
    const seen = new Set<string>();
    rows?.forEach((row, i) => {
      if (seen.has(row.id)) issue(`/${at}/${String(i)}/id`, `"${row.id}" appears twice`);
      if (row.id.length > CLASSROOM_DOCUMENT_ID_MAX_LENGTH)
        issue(
          `/${at}/${String(i)}/id`,
          `is longer than ${String(CLASSROOM_DOCUMENT_ID_MAX_LENGTH)} characters`,
        );
      seen.add(row.id);
    });
  };
  uniqueIds(doc.classes, 'classes');
  uniqueIds(doc.batches, 'batches');
  uniqueIds(doc.liveClasses, 'liveClasses');
  uniqueIds(doc.assignments, 'assignments');
  const classes = new Set(doc.classes.map((c) => c.id));
  const batchClass = new Map((doc.batches ?? []).map((b) => [b.id, b.class]));
  const names = new Set<string>();
  doc.classes.forEach((c, i) => {
    if (names.has(c.name)) issue(`/classes/${String(i)}/name`, `"${c.name}" appears twice`);
    names.add(c.name);
    if (c.exam !== undefined && !exams.includes(c.exam))
      issue(`/classes/${String(i)}/exam`, `"${c.exam}" is not an exam of the content pack`);
    if (c.inviteCode !== undefined && normaliseInviteCode(c.inviteCode) === undefined)
      issue(
        `/classes/${String(i)}/inviteCode`,
        'is not an invite code: eight letters and digits without 0, O, 1, I and L, as ABCD-EFGH',
      );
  });
  const inClass = (pointer: string, id: string) => {
    if (!classes.has(id)) issue(pointer, `"${id}" is not a class of this document`);
  };
  doc.students?.forEach((s, i) => {
    const checked = checkDocumentStudent(s, exams);
    if (isRosterRefusal(checked)) issue(`/students/${String(i)}`, checked.message);
    s.classes?.forEach((id, k) => inClass(`/students/${String(i)}/classes/${String(k)}`, id));
  });
  doc.batches?.forEach((b, i) => inClass(`/batches/${String(i)}/class`, b.class));
  doc.liveClasses?.forEach((l, i) => {
    const at = `/liveClasses/${String(i)}`;
    inClass(`${at}/class`, l.class);
    if (l.batch !== undefined && batchClass.get(l.batch) !== l.class)
      issue(`${at}/batch`, `"${l.batch}" is not a batch of class "${l.class}" in this document`);
    if (l.durationMinutes > LIVE_CLASS_DURATION_MAX_MINUTES)
      issue(
        `${at}/durationMinutes`,
        `is over ${String(LIVE_CLASS_DURATION_MAX_MINUTES)} minutes (a school day)`,
      );
    if (
      l.provider !== undefined &&
      !(MEETING_PROVIDER_NAMES as readonly string[]).includes(l.provider)
    )
      issue(
        `${at}/provider`,
        `"${l.provider}" is not a meeting provider (${MEETING_PROVIDER_NAMES.join(', ')})`,
      );
    if (l.room !== undefined && !isRoomName(l.room))
      issue(`${at}/room`, `must be ${ROOM_NAME_RULE}`);
  });
  doc.assignments?.forEach((a, i) => {
    inClass(`/assignments/${String(i)}/class`, a.class);
    if ((a.assignedDays ?? -DEMO_ASSIGNED_DAYS_AGO) >= a.dueDays)
      issue(`/assignments/${String(i)}/assignedDays`, 'must be before dueDays');
  });
  return issues;
}

/**
 * Reads every `classrooms/<brand id>.json` of the content pack, each checked against its schema
 * and then by `documentIssues` (with the pack's exam codes). Either every document, or every issue
 * and none. A pack without the folder has no classrooms.
 */
export async function readClassroomDocuments(
  contentDir: string,
  exams: readonly string[],
): Promise<ClassroomDocumentsResult> {
  const dir = join(contentDir, CLASSROOMS_DIR);
  if (!existsSync(dir)) return { documents: [], issues: [] };
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  const documents: ClassroomDocument[] = [];
  const issues: ContentIssue[] = [];
  for (const name of files) {
    const read = await readContentDocument<InstituteClassrooms>(
      contentDir,
      join(CLASSROOMS_DIR, name),
      'classrooms',
      (file, document) => documentIssues(file, document, exams),
    );
    if (read.document)
      documents.push({
        brandId: basename(name, '.json'),
        file: shownPath(join(dir, name)),
        document: read.document,
      });
    issues.push(...read.issues);
  }
  // An invite code admits to one class: two documents may not hand out the same one.
  const codes = new Map<string, string>();
  for (const { file, document } of documents)
    document.classes.forEach((c, i) => {
      const code = c.inviteCode === undefined ? undefined : normaliseInviteCode(c.inviteCode);
      if (code === undefined) return;
      const other = codes.get(code);
      if (other !== undefined)
        issues.push({
          file,
          pointer: `/classes/${String(i)}/inviteCode`,
          message: `is ${other}'s too`,
        });
      codes.set(code, `${file} /classes/${String(i)}`);
    });
  return issues.length > 0 ? { documents: undefined, issues } : { documents, issues: [] };
}
