import { useEffect, useRef } from 'react';
import type { BundleMeta, TestSession } from '../../../../domain/contracts/mockTests.ts';
import { serverNow } from '../../../../runtime/time/serverClock.ts';
import { postTestActivity } from '../../../../runtime/timeline/testActivity.ts';

/**
 * Puts a test submitted in this runner on the timeline, once, as its summary shows: the posting
 * code comes with the summary's chunk, so the paper's first load does not carry it, and it never
 * holds the summary up. A summary opened later (a reload, the analysis) posts nothing again.
 */
export function useTestActivity(here: boolean, meta: BundleMeta, session: TestSession): void {
  const posted = useRef(false);
  useEffect(() => {
    if (!here || posted.current) return;
    posted.current = true;
    void postTestActivity(meta, session, serverNow());
  }, [here, meta, session]);
}
