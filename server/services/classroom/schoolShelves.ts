import type { Tile } from '../../../domain/contracts/content.ts';
import type { AppDeps } from '../../AppDeps.ts';
import type { ChildSession } from '../../sessions/requireChild.ts';
import { classroomStore } from './classroomStore.ts';
import { liveClassStore } from './liveClassStore.ts';
import { localTitle } from './liveClassView.ts';
import { studentAssignments, type StudentAssignment } from './studentAssignments.ts';

/** The content service's `SchoolShelves`, which app.ts hands these to (no service imports another). */
export interface SchoolShelves {
  assignments: (child: ChildSession, locale: string) => Promise<Tile[]>;
  schoolTests: (child: ChildSession, locale: string) => Promise<Tile[]>;
  liveClassCourses: (child: ChildSession, locale: string) => Promise<Tile[]>;
}

const BLANK = { thumb_list: [], locked: false, tagDetails: [] } satisfies Partial<Tile>;

/** An assignment's tile: it opens the assignment's page, which says where to do it. */
function assignmentTile(
  { assignment, thumb }: StudentAssignment,
  tileType: 'assignments' | 'school_test',
): Tile {
  return {
    ...BLANK,
    ...(thumb !== undefined && { thumb, thumb_list: [thumb] }),
    id: assignment.assignmentId,
    tileType,
    tileName: assignment.title,
    progressPercent: assignment.progressPercent,
    schoolAssignmentId: assignment.assignmentId,
    schoolId: assignment.schoolId,
    classId: assignment.classId,
    dueDate: assignment.dueDate,
    ...(assignment.completedDate !== null && { completedDate: assignment.completedDate }),
    schoolAssignmentTag: assignment.status,
  };
}

/**
 * The school's shelves of the content pages (app.ts hands them to content): the student's
 * assignments, the tests among them, and the batches of the student's classes. A student in no
 * class gets empty shelves, which show their empty state.
 */
export function schoolShelves(deps: AppDeps): SchoolShelves {
  const classrooms = classroomStore(deps.db);
  const live = liveClassStore(deps.db);
  const assignmentsOf = async (child: ChildSession, locale: string) =>
    studentAssignments(deps.db, {
      orgId: child.orgId,
      profileId: child.profile.id,
      classIds: await classrooms.memberClassIds(child.orgId, child.profile.id),
      // Tiles open the assignment's page, never by the query `type`: no product name is needed.
      product: '',
      locale,
      now: deps.clock(),
    });

  return {
    async assignments(child, locale) {
      return (await assignmentsOf(child, locale)).map((item) =>
        assignmentTile(item, 'assignments'),
      );
    },

    /** The tests among them (spec §2: school homework tests). */
    async schoolTests(child, locale) {
      return (await assignmentsOf(child, locale))
        .filter((item) => item.assignment.kind === 'test')
        .map((item) => assignmentTile(item, 'school_test'));
    },

    async liveClassCourses(child, locale) {
      const classIds = await classrooms.memberClassIds(child.orgId, child.profile.id);
      const batches = await live.batches(child.orgId, classIds);
      return batches.map((batch) => ({
        ...BLANK,
        id: batch.id,
        tileType: 'live_class_course' as const,
        // As the batch's own page titles it.
        tileName: localTitle(batch.title, batch.title_translations, locale),
        description: batch.class_name,
        classId: batch.classroom_id,
        schoolId: String(child.orgId),
      }));
    },
  };
}
