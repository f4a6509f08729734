import { VIDEO_QUALITIES } from './videoQualities.ts';
import { LOW_QUALITY_MAX_WIDTH } from './playerConstants.ts';

export type VideoQuality = (typeof VIDEO_QUALITIES)[number];

/** The rendition "low" stands for (spec §9, quality presets: low 320p/360p). */
export const LOW_QUALITY: VideoQuality = '360p';

export function isVideoQuality(value: string): value is VideoQuality {
  return (VIDEO_QUALITIES as readonly string[]).includes(value);
}

/**
 * The quality to ask the CDN for: the chosen one, except that auto means low quality on screens
 * up to 768 px wide. An unknown preference counts as auto.
 */
export function qualityForWidth(preferred: string, width: number): VideoQuality {
  const quality = isVideoQuality(preferred) ? preferred : 'auto';
  return quality === 'auto' && width <= LOW_QUALITY_MAX_WIDTH ? LOW_QUALITY : quality;
}
