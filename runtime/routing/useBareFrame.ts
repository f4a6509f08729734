import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { isFramed } from '../../domain/routing/framedPage.ts';
import { useBrand } from '../brand/BrandContext.ts';
import { IN_WEB_VIEW } from '../platform/clientPlatform.ts';

/**
 * Whether the page shows its content alone: any page inside the Android or iOS app's web view, and
 * web-view routes, live inside the app's own chrome (shell spec §1: no header or chatbot there),
 * and a framed page (`iframe=true`) inside the page that framed it, so none shows the site's
 * header, footer or prompts.
 */
export function useBareFrame(): boolean {
  const { routes } = useBrand().docs.routes;
  const location = useLocation();
  const webViews = useMemo(
    () => routes.filter((r) => r.group === 'webView').map((r) => ({ path: r.path })),
    [routes],
  );
  if (IN_WEB_VIEW || isFramed(new URLSearchParams(location.search))) return true;
  return matchRoutes(webViews, location) !== null;
}
