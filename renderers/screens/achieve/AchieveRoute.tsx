import { Suspense } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { ACHIEVE_PATHS } from '../../../domain/achieve/achievePaths.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { lazyNamed } from '../../lazyNamed.ts';

const screens = {
  landing: lazyNamed(() => import('./AchieveLandingScreen.tsx'), 'AchieveLandingScreen'),
  home: lazyNamed(() => import('./AchieveHomeScreen.tsx'), 'AchieveHomeScreen'),
  readiness: lazyNamed(() => import('./ReadinessScreen.tsx'), 'ReadinessScreen'),
  futureSuccess: lazyNamed(() => import('./FutureSuccessScreen.tsx'), 'FutureSuccessScreen'),
  diagnosticTests: lazyNamed(() => import('./DiagnosticTestsScreen.tsx'), 'DiagnosticTestsScreen'),
  planYourTarget: lazyNamed(() => import('./PlanYourTargetScreen.tsx'), 'PlanYourTargetScreen'),
  startJourney: lazyNamed(() => import('./StartJourneyScreen.tsx'), 'StartJourneyScreen'),
  achievements: lazyNamed(() => import('./AchievementsScreen.tsx'), 'AchievementsScreen'),
  exploreMastery: lazyNamed(() => import('./ExploreMasteryScreen.tsx'), 'ExploreMasteryScreen'),
  successStories: lazyNamed(() => import('./SuccessStoriesScreen.tsx'), 'SuccessStoriesScreen'),
  questionnaire: lazyNamed(() => import('./QuestionnaireScreen.tsx'), 'QuestionnaireScreen'),
};

type ScreenName = keyof typeof screens;

/** The diagnostic selection (`…/select-tests/{sessionId}`) is the diagnostic screen with a session. */
function screenOf(pathname: string): ScreenName {
  if (matchPath('/achieve/questionnaire/:sessionId', pathname)) return 'questionnaire';
  if (pathname.startsWith(`${ACHIEVE_PATHS.diagnosticTests}/`)) return 'diagnosticTests';
  const found = (Object.keys(ACHIEVE_PATHS) as (keyof typeof ACHIEVE_PATHS)[]).find(
    (name) => ACHIEVE_PATHS[name] === pathname.replace(/\/+$/, ''),
  );
  return found ?? 'home';
}

/**
 * Every /achieve/* route of the brand's route table: one registry entry whose chunk only points at
 * the screens, so a first route pays for one file name, and each screen loads when opened.
 */
export function AchieveRoute() {
  const registry = useRegistry();
  const { pathname } = useLocation();
  useCatalogParts('achieve');
  const Screen = screens[screenOf(pathname)];
  return (
    <Suspense fallback={<registry.Loading />}>
      <Screen />
    </Suspense>
  );
}
