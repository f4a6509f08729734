import { useEffect, useEffectEvent, useState } from 'react';

/** Something fetched for a key: on its way, there, or failed with the error. */
export type Loaded<T> =
  { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; error: unknown };

const LOADING = { state: 'loading' } as const;

/**
 * Runs `load` whenever `key` changes (undefined: not yet) and reports the outcome for the current
 * key only, so an answer for an earlier key never shows. Fetches are fresh on every key: signed
 * video addresses expire, so nothing here may come from a cache.
 */
export function useLoaded<T>(key: string | undefined, load: () => Promise<T>): Loaded<T> {
  const [result, setResult] = useState<{ key: string; loaded: Loaded<T> }>();
  const run = useEffectEvent(load);
  useEffect(() => {
    if (key === undefined) return;
    let live = true;
    run().then(
      (value) => live && setResult({ key, loaded: { state: 'ready', value } }),
      (error: unknown) => live && setResult({ key, loaded: { state: 'failed', error } }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return key !== undefined && result?.key === key ? result.loaded : LOADING;
}
