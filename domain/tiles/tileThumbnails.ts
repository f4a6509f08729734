import { THUMBNAILS_PER_TILE } from './tileKinds.ts';

/** While hovered, a tile without a trailer steps through its poster frames this often. */
export const THUMB_CYCLE_MS = 900;

/** Poster frames to show: up to three of thumb_list, else the single thumb, else none. */
export function tileThumbnails(tile: {
  thumb?: string | undefined;
  thumb_list: string[];
}): string[] {
  const frames = tile.thumb_list.filter((src) => src !== '').slice(0, THUMBNAILS_PER_TILE);
  if (frames.length > 0) return frames;
  return tile.thumb ? [tile.thumb] : [];
}

/** The frame after `index`, wrapping round; 0 when there is nothing to cycle. */
export function nextThumbnail(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}
