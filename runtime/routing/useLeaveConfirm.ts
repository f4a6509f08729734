import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { guardLeave, type LeaveAttempt } from './guardLeave.ts';

export interface LeaveConfirm {
  /** The way out the student is taking, while the screen asks about it. */
  asking: boolean;
  stay: () => void;
  leave: () => void;
}

/**
 * While `active`, leaving the screen (back, a link, closing the tab) asks first; the screen shows
 * its own question while `asking` and answers with `stay` or `leave`. Leaving by back from a page
 * opened first in its tab goes to `exitPath`.
 */
export function useLeaveConfirm(active: boolean, exitPath: string): LeaveConfirm {
  const [attempt, setAttempt] = useState<LeaveAttempt>();
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const release = guardLeave(setAttempt, () => void navigate(exitPath, { replace: true }));
    return () => {
      release();
      setAttempt(undefined);
    };
  }, [active, exitPath, navigate]);
  return {
    asking: attempt !== undefined,
    stay: () => {
      attempt?.stay();
      setAttempt(undefined);
    },
    leave: () => {
      setAttempt(undefined);
      attempt?.leave();
    },
  };
}
