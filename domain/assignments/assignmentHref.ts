import { practiceHref } from '../practice/practiceLinks.ts';
import {
  bookTocHref,
  learnSummaryHref,
  VIDEO_SUMMARY_PATH,
  type BookKind,
} from '../tiles/learnLinks.ts';
import { TEST_SUMMARY_PATH } from '../tiles/tileTarget.ts';
import type { AssignmentKind } from './assignmentStatus.ts';
import { SCHOOL_ID_PARAMS } from './schoolIds.ts';

export interface AssignmentLink {
  kind: AssignmentKind;
  /** The video id, book id, chapter learn path or test code. */
  contentRef: string;
  assignmentId: string;
  schoolId: string;
  classId: string;
  /** The practice session's title. */
  title?: string;
  /** Which table of contents a book opens in (an ordinary book unless said). */
  bookKind?: BookKind;
}

function withQuery(href: string, params: Record<string, string>): string {
  return `${href}${href.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;
}

/**
 * Where a student does an assignment, the assignment's ids in the query so that what they do there
 * is kept with them: a lesson's summary (its Play opens the player over it), a book's table of
 * contents, a chapter's learn summary, practice of the chapter, and a test's summary, which names
 * two of the ids as spec §2 does (`schoolId`, `classId`) and hands all three to the runner.
 */
export function assignmentHref(link: AssignmentLink): string {
  const ids = {
    [SCHOOL_ID_PARAMS.homework]: link.assignmentId,
    [SCHOOL_ID_PARAMS.school]: link.schoolId,
    [SCHOOL_ID_PARAMS.class]: link.classId,
  };
  switch (link.kind) {
    case 'lesson':
      return withQuery(`${VIDEO_SUMMARY_PATH}/${encodeURIComponent(link.contentRef)}`, ids);
    case 'book':
      return withQuery(bookTocHref(link.bookKind ?? 'book', link.contentRef), ids);
    case 'chapter':
      return withQuery(learnSummaryHref(link.contentRef), ids);
    case 'practice':
      return withQuery(practiceHref(link.contentRef, link.title), ids);
    case 'test':
      return withQuery(`${TEST_SUMMARY_PATH}/${encodeURIComponent(link.contentRef)}`, {
        [SCHOOL_ID_PARAMS.testSchool]: link.schoolId,
        [SCHOOL_ID_PARAMS.testClass]: link.classId,
        [SCHOOL_ID_PARAMS.homework]: link.assignmentId,
      });
  }
}
