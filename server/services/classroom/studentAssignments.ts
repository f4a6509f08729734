import type { Kysely } from 'kysely';
import { assignmentHref } from '../../../domain/assignments/assignmentHref.ts';
import { assignmentOrder, assignmentType } from '../../../domain/assignments/assignmentStatus.ts';
import type { Assignment } from '../../../domain/contracts/assignments.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import type { Database } from '../../db/schema.ts';
import { mediaUrl } from '../../media/signedMedia.ts';
import {
  assignedContent,
  assignmentProgress,
  kindOf,
  memberAssignments,
  standingOn,
} from './assignmentStore.ts';

/** An assignment as a student sees it, with its content's picture for the shelves' tiles. */
export interface StudentAssignment {
  assignment: Assignment;
  /** The public address of the content's picture, when it has one. */
  thumb: string | undefined;
}

export interface StudentAssignmentsQuery {
  orgId: number;
  profileId: string;
  /** The classes the student is in now (the membership check). */
  classIds: readonly string[];
  /** The brand's product name: a lesson's query `type` (spec §2). */
  product: string;
  locale: string;
  now: number;
  /** Only this one. */
  assignmentId?: string;
}

/**
 * The live assignments of the student's classes, with the student's status, in the list's order
 * (open work by due time, then done work). The title is the content's in the asked language; the
 * institute's own title stands in when the content has left the pack.
 */
export async function studentAssignments(
  db: Kysely<Database>,
  query: StudentAssignmentsQuery,
): Promise<StudentAssignment[]> {
  const rows = await memberAssignments(db, {
    orgId: query.orgId,
    classIds: query.classIds,
    ...(query.assignmentId !== undefined && { assignmentId: query.assignmentId }),
  });
  const progress = await assignmentProgress(db, {
    assignments: rows,
    profileIds: [query.profileId],
    now: query.now,
  });
  const schoolId = String(query.orgId);
  const out: StudentAssignment[] = [];
  for (const row of rows) {
    const kind = kindOf(row);
    const content = await assignedContent(db, kind, row.content_ref);
    const standing = standingOn(row, progress.get(row.id)?.get(query.profileId), query.now);
    const title = content ? textIn(content.titles, query.locale) : '';
    out.push({
      assignment: {
        assignmentId: row.id,
        classId: row.classroom_id,
        className: row.class_name,
        schoolId,
        kind,
        type: assignmentType(kind, query.product),
        contentRef: row.content_ref,
        title: title || row.title,
        note: row.note,
        dueDate: row.due_at,
        assignedDate: row.assigned_at,
        completedDate: standing.completedAt,
        status: standing.status,
        progressPercent: standing.percent,
        href: assignmentHref({
          kind,
          contentRef: row.content_ref,
          assignmentId: row.id,
          schoolId,
          classId: row.classroom_id,
          ...(title && { title }),
          ...(content?.bookKind && { bookKind: content.bookKind }),
        }),
      },
      thumb: content?.picture === undefined ? undefined : mediaUrl(content.picture),
    });
  }
  return out.sort((a, b) =>
    assignmentOrder(
      { status: a.assignment.status, dueAt: a.assignment.dueDate },
      { status: b.assignment.status, dueAt: b.assignment.dueDate },
    ),
  );
}
