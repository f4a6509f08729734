import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import {
  subscriptionInfoCall,
  type SubscriptionItem,
} from '../../domain/contracts/subscriptionPlans.ts';
import { callApi, type ApiError } from '../api/callApi.ts';
import { localeAtom } from '../i18n/localeAtom.ts';
import { SUBSCRIPTION_INFO_KEY } from './subscriptionKeys.ts';

/**
 * The current child's subscriptions (`GET /subscription/info`), one per goal. The key names the
 * profile, since the call's token does and another profile's answer must never be reused; null
 * asks nothing (no profile, or monetisation off).
 */
export function useSubscriptionInfo(
  profileId: string | undefined,
): SWRResponse<SubscriptionItem[], ApiError> {
  const locale = useAtomValue(localeAtom);
  const key = profileId === undefined ? null : [SUBSCRIPTION_INFO_KEY, profileId, locale];
  return useSWR(
    key,
    () => callApi(subscriptionInfoCall, { query: { locale } }).then((answer) => answer.body.data),
    { revalidateOnFocus: false },
  );
}

/**
 * A function that asks the server again for the subscriptions (after a payment, say): every
 * profile's and language's answer of the cache the component is in.
 */
export function useRefreshSubscriptionInfo(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate((key) => Array.isArray(key) && key[0] === SUBSCRIPTION_INFO_KEY),
    [mutate],
  );
}
