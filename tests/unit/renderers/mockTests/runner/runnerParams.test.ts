import { describe, expect, it } from 'vitest';

import { runnerHref, questionnaireHref } from '../../../../../domain/mockTests/testLinks.ts';
import { readRunnerParams } from '../../../../../renderers/screens/mockTests/runner/runnerParams.ts';

const read = (query: string, code: string) => readRunnerParams(new URLSearchParams(query), code);

describe('the runner’s parameters', () => {
  it('reads the homework id, trimmed, and none when blank', () => {
    expect(read('homework_id=%20hw-1%20', 'T1').homeworkId).toBe('hw-1');
    expect(read('homework_id=%20', 'T1').homeworkId).toBeUndefined();
  });

  it('goes on to the next test of a series, carrying the series and the achieve session', () => {
    expect(read('testCodes=T1,T2&achieveTest=s-1', 'T1').nextTestHref).toBe(
      runnerHref('T2', { testCodes: 'T1,T2', achieveTest: 's-1' }),
    );
    expect(read('testCodes=T1,T2', 'T1').nextTestHref).toBe(
      runnerHref('T2', { testCodes: 'T1,T2' }),
    );
  });

  it('goes on to the questionnaire after an achieve series’ last test (spec §4)', () => {
    expect(read('testCodes=T1,T2&achieveTest=s-1', 'T2').nextTestHref).toBe(
      questionnaireHref('s-1'),
    );
    // A single achieve test, with no series, goes there too.
    expect(read('achieveTest=s%2F1', 'T9').nextTestHref).toBe(questionnaireHref('s/1'));
  });

  it('has nowhere to go after a plain test or the last of a plain series', () => {
    expect(read('', 'T1').nextTestHref).toBeUndefined();
    expect(read('testCodes=T1,T2', 'T2').nextTestHref).toBeUndefined();
    expect(read('testCodes=T1,T2&achieveTest=%20', 'T2').nextTestHref).toBeUndefined();
  });
});
