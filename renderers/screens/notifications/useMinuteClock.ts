import { useEffect, useState } from 'react';

/** How often the inbox looks at the clock: a list left open past midnight regroups within it. */
export const REGROUP_EVERY_MS = 60_000;

/** The time now, in epoch ms, brought up to date every REGROUP_EVERY_MS. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), REGROUP_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
