import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SearchHit } from '../../domain/contracts/search.ts';
import {
  screenNameOf,
  SEARCH_EVENT,
  SEARCH_PATH,
  searchHitTarget,
  searchHref,
  type SearchNavigationState,
} from '../../domain/search/searchLinks.ts';
import { trackEvent } from '../events/trackEvent.ts';
import { useOpenVideo } from '../learn/playerAtom.ts';
import { lessonPlayerRequest } from './lessonPlayerRequest.ts';

/**
 * What a search leads to, with the navigation state of spec §2 and its analytics event: the
 * results page for a typed query (MANUAL), the item itself for a picked suggestion (SUGGESTION).
 */
export function useSearchNavigation() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const openVideo = useOpenVideo();
  const onResults = pathname.startsWith(`${SEARCH_PATH}/`);

  const stateOf = useCallback(
    (searchTerm: string, verticalRank: number): SearchNavigationState => ({
      from: pathname,
      searchType: verticalRank === 0 ? 'MANUAL' : 'SUGGESTION',
      verticalRank,
      screenName: screenNameOf(pathname),
      searchTerm,
    }),
    [pathname],
  );

  /** The results page of a typed query; from the results page it replaces the entry. */
  const searchFor = useCallback(
    (query: string) => {
      const state = stateOf(query.trim(), 0);
      trackEvent(SEARCH_EVENT.namespace, SEARCH_EVENT.topic, { ...state });
      void navigate(searchHref(query.trim()), { state, replace: onResults });
    },
    [navigate, onResults, stateOf],
  );

  /** A picked suggestion (`rank` from 1): its summary, book, test, question, or the player. */
  const openHit = useCallback(
    (hit: SearchHit, query: string, rank: number) => {
      const state = stateOf(query.trim(), rank);
      trackEvent(SEARCH_EVENT.namespace, SEARCH_EVENT.topic, {
        ...state,
        entity: hit.entity,
        id: hit.id,
      });
      const target = searchHitTarget(hit);
      if (target.kind === 'video') openVideo(lessonPlayerRequest(hit));
      else if (target.kind === 'path') void navigate(target.path, { state });
    },
    [navigate, openVideo, stateOf],
  );

  /** A blank box on the results page clears them (spec §5); elsewhere it does nothing. */
  const clear = useCallback(() => {
    if (onResults) void navigate(pathname, { replace: true });
  }, [navigate, onResults, pathname]);

  return { searchFor, openHit, clear, onResults };
}
