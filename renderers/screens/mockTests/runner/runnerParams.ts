import {
  runnerHref,
  TEST_PARAMS,
  questionnaireHref,
} from '../../../../domain/mockTests/testLinks.ts';

/** What the runner's address carries besides the test (spec §2, "Mock tests"). */
export interface RunnerParams {
  homeworkId: string | undefined;
  /**
   * The next test of a series given by testCodes, with the series carried on; after an achieve
   * series' last test, the achieve questionnaire.
   */
  nextTestHref: string | undefined;
}

/**
 * testCodes lists a series of tests taken one after another (an achieve diagnostic set): after
 * this one, the next on the list; achieveTest goes along so the next runner knows the same. A test
 * opened from achieve (achieveTest, the onboarding session) with no next test goes on to the
 * questionnaire of that session (learning-experience spec §4, "Mock tests").
 */
export function readRunnerParams(search: URLSearchParams, code: string): RunnerParams {
  const homework = search.get(TEST_PARAMS.homework)?.trim();
  const series = search.get(TEST_PARAMS.testCodes) ?? '';
  const codes = series
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '');
  const at = codes.indexOf(code);
  const next = at === -1 ? undefined : codes[at + 1];
  const achieve = search.get(TEST_PARAMS.achieveTest);
  const achieveSession = achieve?.trim();
  let nextTestHref: string | undefined;
  if (next !== undefined)
    nextTestHref = runnerHref(next, {
      [TEST_PARAMS.testCodes]: series,
      ...(achieve !== null && { [TEST_PARAMS.achieveTest]: achieve }),
    });
  else if (achieveSession) nextTestHref = questionnaireHref(achieveSession);
  return { homeworkId: homework ? homework : undefined, nextTestHref };
}
