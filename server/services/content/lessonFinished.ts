import type { Kysely } from 'kysely';
import { FINISHED_STATUS } from '../../../domain/learn/onWatchlist.ts';
import type { Database } from '../../db/schema.ts';
import { contentStore } from './contentStore.ts';
import { videoOrNotFound } from './videoOrNotFound.ts';
import type { ContentCache } from '../../content/contentCache.ts';

/**
 * Whether the child's progress says a lesson is finished, as the player reported it (content
 * status COMPLETED): what the embiums service checks before rewarding a finished lesson. An
 * unknown video is CONTENT_NOT_FOUND.
 */
export function lessonFinished(db: Kysely<Database>, cache: ContentCache) {
  const store = contentStore(db, cache);
  return async (childId: string, videoId: string): Promise<boolean> => {
    const video = await videoOrNotFound(store, videoId);
    const [status] = await store.statusesOf(childId, [video.id]);
    return status?.status === FINISHED_STATUS;
  };
}
