import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a widget the page can stand without: a chunk that cannot arrive (the network
 * went first) is reported and the widget is left out, instead of taking its neighbours down.
 */
export function lazyOptional<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
) {
  return lazy<ComponentType>(() =>
    load().then(
      (module) => ({ default: module[name] }),
      (error: unknown) => {
        console.warn(`${name} could not be loaded`, error);
        return { default: () => null };
      },
    ),
  );
}
