import type { SearchHit } from '../../domain/contracts/search.ts';
import type { PlayerRequest } from '../learn/playerAtom.ts';

/** What opens the player for a lesson search found: from search, where its exam teaches it. */
export function lessonPlayerRequest(hit: SearchHit): PlayerRequest {
  return {
    videoId: hit.id,
    source: 'search',
    module: 'learn',
    ...(hit.learn_path !== undefined && { learnpathName: hit.learn_path }),
  };
}
