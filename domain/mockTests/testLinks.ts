/**
 * Addresses of the test screens (learning-experience spec §2, "Mock tests"). The runner and the
 * analysis live under /mock-test/{code}/…, the code encoded into one path segment.
 */
export const TEST_HOME_PATH = '/test/home';
export const MOCK_TEST_PATH = '/mock-test';
export const RUNNER_SUFFIX = 'session';
export const ANALYSIS_SUFFIX = 'analyze';
/** Query parameters the runner and the analysis read. */
export const TEST_PARAMS = {
  session: 'sessionId',
  achieveTest: 'achieveTest',
  testCodes: 'testCodes',
  homework: 'homework_id',
} as const;

export function runnerHref(code: string, extra: Readonly<Record<string, string>> = {}): string {
  const query = new URLSearchParams(extra).toString();
  return `${MOCK_TEST_PATH}/${encodeURIComponent(code)}/${RUNNER_SUFFIX}${query ? `?${query}` : ''}`;
}

/**
 * The achieve questionnaire of an onboarding session: where a series of achieve tests ends
 * (learning-experience spec §4), so the runner and achieve's screens share it.
 */
export function questionnaireHref(sessionId: string): string {
  return `/achieve/questionnaire/${encodeURIComponent(sessionId)}`;
}

export function analysisHref(code: string, sessionId: string): string {
  const query = new URLSearchParams({ [TEST_PARAMS.session]: sessionId });
  return `${MOCK_TEST_PATH}/${encodeURIComponent(code)}/${ANALYSIS_SUFFIX}?${query.toString()}`;
}

/** What a /mock-test/… path opens, and for which test; undefined for any other shape. */
export function readMockTestPath(
  splat: string,
): { code: string; view: 'runner' | 'analysis' } | undefined {
  const cut = splat.lastIndexOf('/');
  if (cut <= 0) return undefined;
  const suffix = splat.slice(cut + 1);
  const view =
    suffix === RUNNER_SUFFIX ? 'runner' : suffix === ANALYSIS_SUFFIX ? 'analysis' : undefined;
  if (!view) return undefined;
  try {
    return { code: decodeURIComponent(splat.slice(0, cut)), view };
  } catch {
    // A malformed escape is no test code, like any other unreadable path.
    return undefined;
  }
}
