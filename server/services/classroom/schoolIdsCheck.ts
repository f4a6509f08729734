import type { Kysely } from 'kysely';
import type { SchoolIdsCheck } from '../../../domain/assignments/SchoolIdsCheck.ts';
import { AppError } from '../../../domain/errors.ts';
import type { Database } from '../../db/schema.ts';
import { memberAssignments } from './assignmentStore.ts';
import { classroomStore } from './classroomStore.ts';

/**
 * The check of the school ids other services keep with a record (app.ts hands it to content,
 * practice, tests and the timeline): a homework id names a live assignment of a class the child
 * is in, and the school and class kept are the assignment's.
 */
export function schoolIdsCheck(db: Kysely<Database>): SchoolIdsCheck {
  const classrooms = classroomStore(db);
  return {
    async idsToKeep(child, sent) {
      const homework = sent.homework_id?.trim();
      if (!homework)
        return {
          homework_id: null,
          school_id: sent.school_id?.trim() || null,
          class_id: sent.class_id?.trim() || null,
        };
      const classIds = await classrooms.memberClassIds(child.orgId, child.profileId);
      const [assignment] = await memberAssignments(db, {
        orgId: child.orgId,
        classIds,
        assignmentId: homework,
      });
      const schoolId = String(child.orgId);
      const school = sent.school_id?.trim();
      const klass = sent.class_id?.trim();
      if (
        !assignment ||
        (school && school !== schoolId) ||
        (klass && klass !== assignment.classroom_id)
      )
        throw new AppError('ASSIGNMENT_NOT_FOUND');
      return { homework_id: assignment.id, school_id: schoolId, class_id: assignment.classroom_id };
    },
  };
}
