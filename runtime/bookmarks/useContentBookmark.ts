import { bookmarkStatusCall } from '../../domain/contracts/bookmarks.ts';
import { bookmarkCall } from '../../domain/contracts/content.ts';
import { callApi } from '../api/callApi.ts';
import { useCall } from '../api/useCall.ts';
import { useConfirmedToggle, type ConfirmedToggle } from '../learn/useConfirmedToggle.ts';
import { useViewer } from '../learn/useViewer.ts';

/** A book or chapter (a chapter by its learn path) the student can bookmark from its page. */
export interface BookmarkTarget {
  content_type: 'Book' | 'Chapter';
  content_id: string;
  /** The page it is bookmarked from (the record's `source`). */
  source: string;
  /** What it belongs to, when anything (a chapter's subject, a book's exam). */
  parent_id?: string;
}

/**
 * The bookmark of a book or chapter with the full record of spec §3, as the video player's
 * bookmark behaves (useConfirmedToggle): undefined without a child profile, as the player.
 */
export function useContentBookmark(target: BookmarkTarget): ConfirmedToggle | undefined {
  const viewer = useViewer();
  const childId = viewer.childId;
  const { data } = useCall(
    bookmarkStatusCall,
    childId === undefined
      ? null
      : {
          query: {
            child_id: childId,
            content_type: target.content_type,
            content_id: target.content_id,
          },
        },
  );
  const toggle = useConfirmedToggle(
    data?.data.bookmarked ?? false,
    async (next) => {
      const answer = await callApi(bookmarkCall, {
        query: { child_id: childId ?? '' },
        body: {
          bookmarked: next,
          child_id: childId ?? '',
          content_type: target.content_type,
          content_category_type: 'Learn',
          content_id: target.content_id,
          locale: viewer.locale,
          source: target.source,
          ...(target.parent_id !== undefined && { parent_id: target.parent_id }),
          ...(viewer.examCode !== undefined && { exam_name: viewer.examCode }),
          ...(viewer.goal !== undefined && { goal_name: viewer.goal }),
        },
      });
      return answer.body.data.bookmarked;
    },
    childId !== undefined && data !== undefined,
    `${target.content_type} bookmark`,
  );
  return childId === undefined ? undefined : toggle;
}
