import { cdnUrlCall } from '../../domain/contracts/content.ts';
import type { VideoQuality } from '../../domain/learn/qualityForWidth.ts';
import { callApi } from '../api/callApi.ts';
import { useLoaded, type Loaded } from './useLoaded.ts';

/** A signed address of the video, and the other rendition to fall back to on a play error. */
export interface VideoSource {
  url: string;
  fallbackUrl: string | undefined;
}

/** Asks the CDN for a fresh signed address of a video's media in a quality. */
export function useVideoSource(
  mediaKey: string | undefined,
  quality: VideoQuality,
  reloadKey: number,
): Loaded<VideoSource> {
  const key = mediaKey === undefined ? undefined : JSON.stringify([mediaKey, quality, reloadKey]);
  return useLoaded(key, async () => {
    const answer = await callApi(cdnUrlCall, {
      query: { url: mediaKey ?? '', quality },
    });
    const { url, fallback_url } = answer.body.data;
    return { url, fallbackUrl: fallback_url ?? undefined };
  });
}
