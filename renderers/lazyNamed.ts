import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a module's named export, so component files keep their own names. `preload`
 * fetches the module ahead of the first render (a prerendered page's screen, before hydrating).
 */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    { preload: () => load().then(() => undefined) },
  );
}
