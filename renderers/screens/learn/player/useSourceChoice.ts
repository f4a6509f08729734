import { useState } from 'react';
import type { Loaded } from '../../../../runtime/learn/useLoaded.ts';
import type { VideoSource } from '../../../../runtime/learn/useVideoSource.ts';

/**
 * Which address to play: the signed one, then its fallback after a play error (spec §4 "Video").
 * `exhausted` once both failed; `reset` tries them again (after a reload brings new ones).
 */
export function useSourceChoice(source: Loaded<VideoSource>) {
  const [failedUrls, setFailedUrls] = useState<readonly string[]>([]);
  const urls =
    source.state === 'ready'
      ? [source.value.url, source.value.fallbackUrl].filter((url) => url !== undefined)
      : [];
  const src = urls.find((url) => !failedUrls.includes(url));
  return {
    src,
    exhausted: source.state === 'ready' && src === undefined,
    /** Marks the current address failed; true when another one is left to try. */
    fail: (url: string) => {
      setFailedUrls((list) => [...list, url]);
      return urls.some((other) => other !== url && !failedUrls.includes(other));
    },
    reset: () => setFailedUrls([]),
  };
}
