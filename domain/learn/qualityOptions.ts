import { VIDEO_QUALITIES } from './videoQualities.ts';
import type { VideoQuality } from './qualityForWidth.ts';

/**
 * The quality menu: auto, then the renditions the video has in the spec's order (all of them when
 * the video names none).
 */
export function qualityOptions(available: readonly string[]): VideoQuality[] {
  return VIDEO_QUALITIES.filter(
    (quality) => quality === 'auto' || available.length === 0 || available.includes(quality),
  );
}
