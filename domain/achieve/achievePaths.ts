/**
 * The achieve screens' own addresses, apart from the links into practice and tests
 * (achieveLinks.ts): the achieve route and the test runner read them without pulling those in.
 */
/** The achieve screens (learning-experience spec §2, "Achieve"), and the pages this product adds. */
export const ACHIEVE_PATHS = {
  landing: '/achieve/landing',
  home: '/achieve/home',
  readiness: '/achieve/prediction-readiness',
  futureSuccess: '/achieve/future-success',
  diagnosticTests: '/achieve/diagnostic-tests',
  planYourTarget: '/achieve/plan-your-target',
  startJourney: '/achieve/start-journey',
  achievements: '/achieve/achievements',
  /** Not in the spec's list: subject → chapter → topic mastery (the spec's exploreMastery calls). */
  exploreMastery: '/achieve/explore-mastery',
  /** Not in the spec's list: the social and academic success stories (spec §9). */
  successStories: '/achieve/success-stories',
} as const;

/** Query parameters of explore mastery: the subject and chapter drilled into. */
export const MASTERY_PARAMS = { subject: 'subject', chapter: 'chapter' } as const;

export function selectTestsHref(sessionId: string): string {
  return `${ACHIEVE_PATHS.diagnosticTests}/select-tests/${encodeURIComponent(sessionId)}`;
}
