import { useRef, useState } from 'react';
import { bookmarkCall, likeCall, type VideoDetails } from '../../domain/contracts/content.ts';
import { callApi } from '../api/callApi.ts';
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
 * profile and while its request is on its way; the state shows the server's answer, never a guess.
 */
export function useVideoReactions(
  details: VideoDetails | undefined,
  viewer: Viewer,
): VideoReactions {
  const [answers, setAnswers] = useState<Partial<Record<Reaction, boolean>>>({});
  const [busy, setBusy] = useState<ReadonlySet<Reaction>>(new Set());
  const inFlight = useRef(new Set<Reaction>());
  const bookmarked = answers.bookmarked ?? details?.bookmarked ?? false;
  const liked = answers.liked ?? details?.liked ?? false;

  const toggle = (reaction: Reaction, send: (childId: string) => Promise<boolean>) => {
    const childId = viewer.childId;
    if (!details || details.is_public || childId === undefined) return;
    if (inFlight.current.has(reaction)) return;
    inFlight.current.add(reaction);
    setBusy(new Set(inFlight.current));
    send(childId)
      .then(
        (value) => setAnswers((before) => ({ ...before, [reaction]: value })),
        (error: unknown) => console.warn(`video ${reaction} toggle failed`, error),
      )
      .finally(() => {
        inFlight.current.delete(reaction);
        setBusy(new Set(inFlight.current));
      });
  };

  const flags = (childId: string) => ({
    content_type: 'Video' as const,
    content_category_type: 'Learn' as const,
    child_id: childId,
    content_id: details?.id ?? '',
    goal_name: viewer.goal,
    exam_name: viewer.examCode,
  });

  return {
    bookmarked,
    liked,
    busy,
    toggleBookmark: () =>
      toggle('bookmarked', async (childId) => {
        const answer = await callApi(bookmarkCall, {
          query: { child_id: childId },
          body: {
            ...flags(childId),
            activity_type: 'Bookmark',
            video_id: details?.id,
            bookmarked: !bookmarked,
            liked,
            locale: viewer.locale,
          },
        });
        return answer.body.data.bookmarked;
      }),
    toggleLike: () =>
      toggle('liked', async (childId) => {
        const answer = await callApi(likeCall, {
          body: { ...flags(childId), liked: !liked },
        });
        return answer.body.data.liked;
      }),
  };
}
