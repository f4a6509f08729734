/** A lazily loaded component that can fetch its module ahead of its first render. */
export interface Preloadable {
  preload: () => Promise<void>;
}

export function isPreloadable(component: unknown): component is Preloadable {
  return (
    (typeof component === 'object' || typeof component === 'function') &&
    component !== null &&
    'preload' in component &&
    typeof component.preload === 'function'
  );
}
