import { runnerHref, TEST_PARAMS } from '../../../../domain/mockTests/testLinks.ts';

/** What the runner's address carries besides the test (spec §2, "Mock tests"). */
export interface RunnerParams {
  homeworkId: string | undefined;
  /** The next test of a series given by testCodes, with the series carried on. */
  nextTestHref: string | undefined;
}

/**
 * testCodes lists a series of tests taken one after another (an achieve diagnostic set): after
 * this one, the next on the list; achieveTest goes along so the next runner knows the same.
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
  return {
    homeworkId: homework ? homework : undefined,
    nextTestHref:
      next === undefined
        ? undefined
        : runnerHref(next, {
            [TEST_PARAMS.testCodes]: series,
            ...(achieve !== null && { [TEST_PARAMS.achieveTest]: achieve }),
          }),
  };
}
