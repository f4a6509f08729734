import type { Route, Screen } from '../../schemas/types.generated.ts';
import type { BrandFeature } from './featureEnabled.ts';

/** Screens that belong to a switchable feature wherever they are mounted. */
const SCREEN_FEATURES: Readonly<Partial<Record<Screen, BrandFeature>>> = {
  inviteParent: 'inviteParent',
  editProfile: 'editProfile',
  bigBookToc: 'bigBook',
};

/**
 * The feature a route belongs to, if any: the route is page-not-present while that feature is off
 * for the user. Every route of the live-class module belongs to live classes; the live-class screen
 * inside user home is the live-class tab (which is itself off while live classes are).
 */
export function routeFeature(
  route: Pick<Route, 'path' | 'module' | 'screen'>,
): BrandFeature | undefined {
  const { screen } = route;
  if (screen === 'liveClass' && route.path.startsWith('/user-home/')) return 'liveClassTab';
  if (route.module === 'liveClass') return 'liveClass';
  return screen && SCREEN_FEATURES[screen];
}
