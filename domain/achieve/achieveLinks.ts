import { PRACTICE_PARAMS, PRACTICE_PATH } from '../practice/practiceLinks.ts';
import { runnerHref, TEST_PARAMS } from '../mockTests/testLinks.ts';

/** Links from achieve into the practice and test screens (the plan's steps, the diagnostic run). */

/**
 * The diagnostic papers taken one after another: the runner reads testCodes for the next paper and
 * achieveTest (the onboarding session) to go on to the questionnaire after the last (spec §4).
 */
export function diagnosticRunHref(codes: readonly string[], sessionId: string): string | undefined {
  const [first] = codes;
  if (first === undefined) return undefined;
  return runnerHref(first, {
    [TEST_PARAMS.testCodes]: codes.join(','),
    [TEST_PARAMS.achieveTest]: sessionId,
  });
}

/** A practice step of the plan: plan-driven practice of one concept in its chapter (spec §2). */
export function planPracticeHref(step: {
  planId: string;
  stepIndex: number;
  learnPath: string;
  concept: string | undefined;
  title: string;
}): string {
  const query = new URLSearchParams({
    [PRACTICE_PARAMS.mode]: 'PAJPractice',
    [PRACTICE_PARAMS.plan]: step.planId,
    [PRACTICE_PARAMS.planStep]: String(step.stepIndex),
    [PRACTICE_PARAMS.learnMap]: step.learnPath,
    [PRACTICE_PARAMS.title]: step.title,
    ...(step.concept !== undefined && { [PRACTICE_PARAMS.concept]: step.concept }),
  });
  return `${PRACTICE_PATH}?${query.toString()}`;
}
