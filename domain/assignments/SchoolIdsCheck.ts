import type { SchoolIds } from './schoolIds.ts';

/** The school ids a record keeps: all null for work that is not school work. */
export interface KeptSchoolIds {
  homework_id: string | null;
  school_id: string | null;
  class_id: string | null;
}

/**
 * The classroom service's check of the ids a call sends with a record (bookmark, lesson progress,
 * practice or test session, timeline record); `app.ts` hands it to the services that keep them,
 * so none imports the classroom service.
 */
export interface SchoolIdsCheck {
  /**
   * The ids to keep. A homework id must name a live assignment of a class the child is in now,
   * in the child's organisation, and the school and class ids sent with it must be its own:
   * otherwise ASSIGNMENT_NOT_FOUND, so that work meant for an assignment is never silently
   * counted for nothing. The kept school and class ids are the assignment's. Without a homework
   * id, school and class ids only say where the record was made and are kept as sent.
   */
  idsToKeep: (
    child: { orgId: number; profileId: string },
    sent: Readonly<SchoolIds>,
  ) => Promise<KeptSchoolIds>;
}
