import { SCHOOL_ID_PARAMS, type SchoolIds } from '../../domain/assignments/schoolIds.ts';

/**
 * The assignment the page is for: an assignment's link carries its id in the query, and the calls
 * that keep a record of what the student does on the page (bookmarks, progress, sessions, the
 * timeline) send it on. The server keeps the assignment's school and class with it.
 */
export function pageSchoolIds(): SchoolIds {
  const homework = new URLSearchParams(window.location.search)
    .get(SCHOOL_ID_PARAMS.homework)
    ?.trim();
  return homework ? { homework_id: homework } : {};
}
