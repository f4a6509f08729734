import { AppError } from '../../../domain/errors.ts';
import type { ContentStore, VideoRow } from './contentStore.ts';

/** The video by id; an unknown one is CONTENT_NOT_FOUND. */
export async function videoOrNotFound(store: ContentStore, id: string): Promise<VideoRow> {
  const video = await store.video(id);
  if (!video) throw new AppError('CONTENT_NOT_FOUND');
  return video;
}
