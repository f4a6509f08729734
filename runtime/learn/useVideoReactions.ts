import { bookmarkCall, likeCall, type VideoDetails } from '../../domain/contracts/content.ts';
import { pageSchoolIds } from '../assignments/pageSchoolIds.ts';
import { callApi } from '../api/callApi.ts';
import { useConfirmedToggle } from './useConfirmedToggle.ts';
import type { Viewer } from './useViewer.ts';

type Reaction = 'bookmarked' | 'liked';

export interface VideoReactions {
  bookmarked: boolean;
  liked: boolean;
  /** Reactions whose request is on its way. */
  busy: ReadonlySet<Reaction>;
  toggleBookmark: () => void;
  toggleLike: () => void;
}

/**
 * Bookmark and like (spec §4 "Video"): a toggle is ignored for public videos, without a child
 * profile and while its request is on its way; the state shows the server's answer, never a guess
 * (useConfirmedToggle, shared with the book and chapter bookmarks).
 */
export function useVideoReactions(
  details: VideoDetails | undefined,
  viewer: Viewer,
): VideoReactions {
  const childId = viewer.childId;
  const enabled = details !== undefined && !details.is_public && childId !== undefined;
  const flags = {
    content_category_type: 'Learn' as const,
    child_id: childId ?? '',
    content_id: details?.id ?? '',
    goal_name: viewer.goal,
    exam_name: viewer.examCode,
  };

  const like = useConfirmedToggle(
    details?.liked ?? false,
    async (next) => {
      const answer = await callApi(likeCall, {
        body: { ...flags, content_type: 'Video', liked: next },
      });
      return answer.body.data.liked;
    },
    enabled,
    'video like',
  );
  const bookmark = useConfirmedToggle(
    details?.bookmarked ?? false,
    async (next) => {
      const answer = await callApi(bookmarkCall, {
        query: { child_id: flags.child_id },
        body: {
          ...flags,
          content_type: 'Video',
          activity_type: 'Bookmark',
          video_id: details?.id,
          bookmarked: next,
          liked: like.value,
          locale: viewer.locale,
          source: 'video_player',
          ...pageSchoolIds(),
        },
      });
      return answer.body.data.bookmarked;
    },
    enabled,
    'video bookmark',
  );

  const busy = new Set<Reaction>();
  if (bookmark.busy) busy.add('bookmarked');
  if (like.busy) busy.add('liked');
  return {
    bookmarked: bookmark.value,
    liked: like.value,
    busy,
    toggleBookmark: bookmark.toggle,
    toggleLike: like.toggle,
  };
}
