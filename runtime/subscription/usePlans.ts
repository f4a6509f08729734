import { useAtomValue } from 'jotai';
import useSWR, { type SWRResponse } from 'swr';
import { plansCall, type Plan } from '../../domain/contracts/subscriptionPlans.ts';
import { PLANS_CACHE_MS } from '../../domain/subscription/plansCache.ts';
import { callApi, type ApiError } from '../api/callApi.ts';
import { localeAtom } from '../i18n/localeAtom.ts';
import { PLANS_KEY } from './subscriptionKeys.ts';

/**
 * A goal's plans in the interface's language (`GET /plan`), reused for PLANS_CACHE_MS by every
 * screen that shows them: a mount within that time asks nothing. Null asks nothing.
 */
export function usePlans(vertical: string | null | undefined): SWRResponse<Plan[], ApiError> {
  const locale = useAtomValue(localeAtom);
  const key = vertical ? [PLANS_KEY, vertical, locale] : null;
  return useSWR(
    key,
    () =>
      callApi(plansCall, { query: { locale, vertical: vertical ?? '' } }).then(
        (answer) => answer.body.data,
      ),
    { dedupingInterval: PLANS_CACHE_MS, revalidateOnFocus: false, revalidateOnReconnect: false },
  );
}
