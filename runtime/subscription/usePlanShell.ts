import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { freeTrialCall } from '../../domain/contracts/subscriptionPlans.ts';
import {
  contentLocked,
  shellPlanState,
  trialWanted,
  type ShellPlanState,
} from '../../domain/subscription/shellPlanState.ts';
import type { ErrorCode } from '../../domain/errors.ts';
import { MINUTE_MS } from '../../domain/timeline/timelinePeriods.ts';
import { ApiError, callApi } from '../api/callApi.ts';
import { localeAtom } from '../i18n/localeAtom.ts';
import { currentProfileAtom } from '../session/authState.ts';
import { useServerNow } from '../time/serverClock.ts';
import { contentLockedAtom, onTrialAtom } from './paywallAtoms.ts';
import { useRefreshSubscriptionInfo, useSubscriptionInfo } from './useSubscriptionInfo.ts';

export interface PlanShell {
  state: ShellPlanState;
  now: number;
}

/**
 * The child's plan for the shell's pieces: its subscriptions, the free trial started once for a
 * profile that has no plan for its goal, and the paywall atoms the tiles and the player read.
 * Mounted once, by the subscription shell, which SubscriptionSlot mounts only for a signed-in
 * child where monetisation is on. Web views and framed pages never mount the shell's widgets
 * (ShellWidgets' `bare`): the app or the outer page does its own selling (shell spec §4, "not in a
 * web view").
 */
export function usePlanShell(): PlanShell {
  const profile = useAtomValue(currentProfileAtom);
  const locale = useAtomValue(localeAtom);
  const now = useServerNow(MINUTE_MS);
  const info = useSubscriptionInfo(profile?.id);
  const refresh = useRefreshSubscriptionInfo();
  const [refusedFor, setRefusedFor] = useState<string>();
  const askedFor = useRef<string>(undefined);
  const vertical = profile?.profile_details.primary_goal;
  const trialKey = profile && vertical ? `${profile.id}:${vertical}` : undefined;

  const state = useMemo(
    () => shellPlanState(info.data, vertical, now, refusedFor === trialKey),
    [info.data, vertical, now, refusedFor, trialKey],
  );

  useEffect(() => {
    if (!trialWanted(state) || !trialKey) return;
    if (askedFor.current === trialKey) return;
    askedFor.current = trialKey;
    callApi(freeTrialCall, { query: { locale } })
      .then(() => refresh())
      .catch((error: unknown) => {
        // A second trial for the same profile: not a failure to show.
        if (error instanceof ApiError && error.code === TRIAL_USED) {
          setRefusedFor(trialKey);
          return;
        }
        // Nothing to show the student: without a trial the shell simply offers nothing yet.
        console.error('the free trial could not be started', error);
      });
  }, [state, trialKey, locale, refresh]);

  const setLocked = useSetAtom(contentLockedAtom);
  const setOnTrial = useSetAtom(onTrialAtom);
  const locked = contentLocked(state);
  const onTrial = state.kind === 'active' && state.item.type === 'TRIAL';
  useEffect(() => {
    setLocked(locked);
    setOnTrial(onTrial);
    return () => {
      setLocked(false);
      setOnTrial(false);
    };
  }, [locked, onTrial, setLocked, setOnTrial]);

  return { state, now };
}

const TRIAL_USED: ErrorCode = 'TRIAL_USED';
