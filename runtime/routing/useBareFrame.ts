import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { isFramed } from '../../domain/routing/framedPage.ts';
import { useBrand } from '../brand/BrandContext.ts';

/**
 * Whether the page shows its content alone: web-view routes live inside a native app's own
 * chrome, and a framed page (`iframe=true`) inside the page that framed it, so neither shows the
 * site's header, footer or prompts.
 */
export function useBareFrame(): boolean {
  const { routes } = useBrand().docs.routes;
  const location = useLocation();
  const webViews = useMemo(
    () => routes.filter((r) => r.group === 'webView').map((r) => ({ path: r.path })),
    [routes],
  );
  if (isFramed(new URLSearchParams(location.search))) return true;
  return matchRoutes(webViews, location) !== null;
}
