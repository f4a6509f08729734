import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { achieveHomeCall } from '../../../domain/contracts/achieve.ts';
import { achieveOnboardingErrorAtom } from '../../../runtime/achieve/achieveOnboardingError.ts';
import type { Input } from '../../../runtime/api/callApi.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { useViewer } from '../../../runtime/learn/useViewer.ts';

/** The exam the achieve calls ask about: the child profile's own (its codes key swr's answers). */
export function useAchieveExam() {
  const { examCode, goal, locale } = useViewer();
  return useMemo(
    () => ({
      locale,
      ...(examCode !== undefined && { exam_code: examCode }),
      ...(goal !== undefined && { goal_code: goal }),
    }),
    [examCode, goal, locale],
  );
}

/** The home call's input, also used to ask for it on a click (the landing's Start). */
export function useAchieveHomeInput(): Input<typeof achieveHomeCall> {
  const body = useAchieveExam();
  return useMemo(() => ({ body, feature: 'achieve/home' }), [body]);
}

/**
 * The child's achieve home (stage, onboarding session, plan, target, readiness). Its failure is an
 * onboarding failure (spec §4): the error flag is set, and cleared when the call next succeeds.
 */
export function useAchieveHome() {
  const input = useAchieveHomeInput();
  const answer = useCall(achieveHomeCall, input);
  const setFailed = useSetAtom(achieveOnboardingErrorAtom);
  const failed = answer.error !== undefined;
  const loaded = answer.data !== undefined;
  useEffect(() => {
    if (failed) setFailed('home');
    else if (loaded) setFailed((step) => (step === 'home' ? undefined : step));
  }, [failed, loaded, setFailed]);
  return answer;
}

/** Asks every achieve answer swr holds again, after the plan was made or extended. */
export function useRefreshAchieve(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate((key) => Array.isArray(key) && key[0] === achieveHomeCall.service),
    [mutate],
  );
}
