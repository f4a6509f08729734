import type { TEST_TYPES } from '../contracts/mockTests.ts';

/**
 * The achieve module's short papers, one a subject of the exam, whose results seed a student's
 * mastery. They are ordinary pack tests — the runner, its event queue and the analysis serve them
 * as any test — so the type is the only thing that tells them apart.
 */
export const DIAGNOSTIC_TEST_TYPE = 'diagnostic_test' satisfies (typeof TEST_TYPES)[number];

/**
 * Whether a test belongs on the lists a student picks tests from: the test home's shelves, the
 * tests taken, the exams that have tests, the search index. A diagnostic paper is opened from the
 * achieve module only; listed beside the mocks it would be taken (or retaken, which the one
 * session per test forbids) out of the onboarding that reads its results.
 */
export function isListedTest(type: string): boolean {
  return type !== DIAGNOSTIC_TEST_TYPE;
}
