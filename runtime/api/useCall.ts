import useSWR, { type SWRResponse } from 'swr';
import type { Call } from '../../domain/contracts/defineCall.ts';
import { callApi, type Answer, type ApiError, type Input } from './callApi.ts';

/**
 * A contract call's answer body for a component, through swr: answers are shared and reused
 * between components asking the same, and a failure is an ApiError. `null` input means "not yet"
 * (nothing is fetched), e.g. while a parameter is still unknown.
 */
export function useCall<C extends Call>(
  call: C,
  input: Input<C> | null,
): SWRResponse<Answer<C>['body'], ApiError> {
  const key = input === null ? null : [call.service, call.method, call.path, JSON.stringify(input)];
  return useSWR(key, () => callApi(call, input ?? {}).then((answer) => answer.body), {
    revalidateOnFocus: false,
  });
}
