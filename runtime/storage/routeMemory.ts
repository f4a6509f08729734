import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { readPersisted, writePersisted } from './persistedKeys.ts';

/** Moves the stored current route to prevPath and stores the new one; a repeat changes nothing. */
export function rememberRoute(route: string): void {
  const current = readPersisted('currentRoute');
  if (current === route) return;
  if (current !== undefined) writePersisted('prevPath', current);
  writePersisted('currentRoute', route);
}

/** Keeps currentRoute and prevPath up to date as the student moves around the app. */
export function useRouteMemory(): void {
  const { pathname, search } = useLocation();
  useEffect(() => rememberRoute(pathname + search), [pathname, search]);
}
