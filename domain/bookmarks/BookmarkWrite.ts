import type { KeptSchoolIds } from '../assignments/SchoolIdsCheck.ts';

/**
 * A bookmark as it is kept: the whole record the client sent, the server's snapshot of the item,
 * and the school ids it was made with. Content keeps it; practice hands its questions' bookmarks
 * to content's store through app.ts, so both name this one shape.
 */
export interface BookmarkWrite {
  bookmarked: boolean;
  record: string;
  snapshot: string;
  subject: string | null;
  /** All null outside school work. */
  schoolIds: KeptSchoolIds;
}
