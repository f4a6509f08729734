import type { Kysely } from 'kysely';
import { INVITE_CODE_DAYS, normaliseInviteCode } from '../../domain/classroom/inviteCode.ts';
import { isRosterRefusal } from '../../domain/classroom/rosterStudent.ts';
import { textIn } from '../../domain/rules/localisedText.ts';
import { DAY_MS, MINUTE_MS } from '../../domain/timeline/timelinePeriods.ts';
import type { Database } from '../db/schema.ts';
import { rosterStore } from '../services/auth/rosterStore.ts';
import { assignedContent } from '../services/classroom/assignmentStore.ts';
import {
  cancelDroppedDemoRows,
  enrolDemoMember,
  renewDemoInviteCode,
  upsertDemoAssignment,
  upsertDemoBatch,
  upsertDemoClassroom,
  upsertDemoLiveClass,
} from '../services/classroom/classroomDemoStore.ts';
import type { ContentIssue } from './contentSchemas.ts';
import {
  checkDocumentStudent,
  DEMO_ASSIGNED_DAYS_AGO,
  readClassroomDocuments,
  type ClassroomDocument,
} from './readClassroomDocuments.ts';

/** A brand the documents may be for: its id (the file's name) and organisation. */
export interface ClassroomBrand {
  id: string;
  organisationId: number;
}

export interface ClassroomImportOptions {
  contentDir: string;
  brands: readonly ClassroomBrand[];
  /** The meeting service of live classes whose document names none (LIVE_CLASS_PROVIDER). */
  provider: string;
  now: number;
}

/** What the import did, row by row, as the content import counts its tables. */
export interface ClassroomImportCounts {
  inserted: number;
  updated: number;
  deleted: number;
  unchanged: number;
}

export type ClassroomImportResult =
  | { brands: string[]; counts: ClassroomImportCounts; issues: [] }
  | { brands: undefined; counts: undefined; issues: ContentIssue[] };

/** The row id of a document's row: the brand before the document's id, unique across brands. */
const demoRowId = (brandId: string, id: string) => `demo-${brandId}-${id}`;

/** One brand's document, checked against the database: its organisation and its content. */
interface Resolved extends ClassroomDocument {
  orgId: number;
  /** Each assignment's title (the content's English title), by the document's index. */
  titles: string[];
}

async function resolve(
  db: Kysely<Database>,
  documents: readonly ClassroomDocument[],
  brands: readonly ClassroomBrand[],
): Promise<{ resolved: Resolved[]; issues: ContentIssue[] }> {
  const resolved: Resolved[] = [];
  const issues: ContentIssue[] = [];
  for (const doc of documents) {
    const brand = brands.find((b) => b.id === doc.brandId);
    if (!brand) {
      issues.push({
        file: doc.file,
        pointer: '',
        message: `is named after no brand: there is no valid brands/${doc.brandId}/brand.json`,
      });
      continue;
    }
    const titles: string[] = [];
    for (const [i, work] of (doc.document.assignments ?? []).entries()) {
      const content = await assignedContent(db, work.kind, work.ref);
      if (!content)
        issues.push({
          file: doc.file,
          pointer: `/assignments/${String(i)}/ref`,
          message: `"${work.ref}" is no ${work.kind} content of the pack`,
        });
      titles.push((content && textIn(content.titles, 'en')) || work.ref);
    }
    resolved.push({ ...doc, orgId: brand.organisationId, titles });
  }
  return { resolved, issues };
}

/**
 * Loads the institutes' classroom documents (content/classrooms/<brand id>.json) in one
 * transaction: classes and their invite codes, the roster (accounts verified on their mobile or
 * e-mail, child profiles, membership), batches, live classes and assignments, found again by their
 * ids. The demo's live classes and assignments are anchored to `now` at every import, so a visitor
 * always finds classes on now, later today, tomorrow, next week and before; nothing else changes
 * when the documents did not. Every problem of every document comes back, and then nothing is
 * written.
 */
export async function importClassrooms(
  db: Kysely<Database>,
  options: ClassroomImportOptions,
): Promise<ClassroomImportResult> {
  const goals = await rosterStore(db).examGoals();
  const read = await readClassroomDocuments(options.contentDir, [...goals.keys()]);
  if (!read.documents) return { brands: undefined, counts: undefined, issues: read.issues };
  const { resolved, issues } = await resolve(db, read.documents, options.brands);
  if (issues.length > 0) return { brands: undefined, counts: undefined, issues };
  const counts: ClassroomImportCounts = { inserted: 0, updated: 0, deleted: 0, unchanged: 0 };
  const count = (write: keyof ClassroomImportCounts) => (counts[write] += 1);
  // Whole minutes: the schedule reads 10:05, not 10:05:37.
  const anchor = options.now - (options.now % MINUTE_MS);
  // What only the writes find (another organisation's code, another account's e-mail).
  const found: ContentIssue[] = [];
  await db
    .transaction()
    .execute(async (trx) => {
      for (const doc of resolved)
        found.push(...(await importOne(trx, doc, { ...options, anchor, goals }, count)));
      if (found.length > 0) throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  if (found.length > 0) return { brands: undefined, counts: undefined, issues: found };
  return { brands: resolved.map((d) => d.brandId), counts, issues: [] };
}

/** Thrown to undo the import's writes when one of them found a problem: none of it stays. */
class RolledBack extends Error {}

async function importOne(
  db: Kysely<Database>,
  doc: Resolved,
  options: ClassroomImportOptions & {
    anchor: number;
    /** The pack's exams with their goals. */
    goals: ReadonlyMap<string, string>;
  },
  count: (write: keyof ClassroomImportCounts) => void,
): Promise<ContentIssue[]> {
  const { orgId, brandId, document } = doc;
  const { anchor, now, goals } = options;
  const issues: ContentIssue[] = [];
  const rowId = (id: string) => demoRowId(brandId, id);
  const classIds = new Map<string, string>();
  for (const [i, c] of document.classes.entries()) {
    const { id, write } = await upsertDemoClassroom(db, {
      id: rowId(c.id),
      orgId,
      name: c.name,
      examCode: c.exam ?? null,
      subjectCodes: c.subjects ?? [],
      now,
    });
    count(write);
    classIds.set(c.id, id);
    const code = c.inviteCode === undefined ? undefined : normaliseInviteCode(c.inviteCode);
    if (code === undefined) continue;
    const renewed = await renewDemoInviteCode(db, {
      code,
      orgId,
      classroomId: id,
      expiresAt: anchor + INVITE_CODE_DAYS * DAY_MS,
      now,
    });
    if (renewed === 'taken')
      issues.push({
        file: doc.file,
        pointer: `/classes/${String(i)}/inviteCode`,
        message: "is another organisation's code",
      });
    else count(renewed);
  }
  const classOf = (id: string) => {
    const found = classIds.get(id);
    // The document's check made sure every reference names one of its classes.
    if (found === undefined) throw new Error(`${doc.file}: no class ${id}`);
    return found;
  };

  const roster = rosterStore(db);
  for (const s of document.students ?? []) {
    const student = checkDocumentStudent(s, [...goals.keys()]);
    // The read checked every student, so a refusal now is a bug, not the document's mistake.
    if (isRosterRefusal(student)) throw new Error(`${doc.file}: ${student.message}`);
    const outcome = await roster.enrolStudent(orgId, student, goals.get(student.exam) ?? '', now);
    if ('refused' in outcome) {
      issues.push({ file: doc.file, pointer: '/students', message: outcome.message });
      continue;
    }
    count(outcome.profileAdded ? 'inserted' : 'unchanged');
    for (const classId of s.classes ?? [])
      count(
        await enrolDemoMember(db, {
          orgId,
          classroomId: classOf(classId),
          profileId: outcome.profileId,
          firstName: student.firstName,
          lastName: student.lastName,
          now,
        }),
      );
  }

  for (const b of document.batches ?? [])
    count(
      await upsertDemoBatch(
        db,
        {
          id: rowId(b.id),
          org_id: orgId,
          classroom_id: classOf(b.class),
          title: b.title,
          title_translations: JSON.stringify(b.titleTranslations),
          subject_code: b.subject ?? null,
        },
        now,
      ),
    );

  const liveClassIds: string[] = [];
  for (const l of document.liveClasses ?? []) {
    const id = rowId(l.id);
    liveClassIds.push(id);
    count(
      await upsertDemoLiveClass(
        db,
        {
          id,
          org_id: orgId,
          classroom_id: classOf(l.class),
          batch_id: l.batch === undefined ? null : rowId(l.batch),
          title: l.title,
          title_translations: JSON.stringify(l.titleTranslations),
          teacher_name: l.teacher ?? null,
          subject_code: l.subject ?? null,
          starts_at: anchor + l.startMinutes * MINUTE_MS,
          duration_minutes: l.durationMinutes,
          provider: l.provider ?? options.provider,
          room: l.room ?? null,
          recording_url: l.recordingUrl ?? null,
          cancelled_at: l.cancelled ? anchor : null,
          ended_at: null,
        },
        now,
      ),
    );
  }

  const assignmentIds: string[] = [];
  for (const [i, a] of (document.assignments ?? []).entries()) {
    const id = rowId(a.id);
    assignmentIds.push(id);
    count(
      await upsertDemoAssignment(db, {
        id,
        org_id: orgId,
        classroom_id: classOf(a.class),
        kind: a.kind,
        content_ref: a.ref,
        title: doc.titles[i] ?? a.ref,
        note: a.note ?? null,
        due_at: anchor + a.dueDays * DAY_MS,
        assigned_at: anchor + (a.assignedDays ?? -DEMO_ASSIGNED_DAYS_AGO) * DAY_MS,
      }),
    );
  }
  const dropped = await cancelDroppedDemoRows(db, { orgId, liveClassIds, assignmentIds, now });
  for (let i = 0; i < dropped; i += 1) count('deleted');
  return issues;
}
