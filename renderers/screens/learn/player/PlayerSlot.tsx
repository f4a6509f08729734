import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { playerAtom } from '../../../../runtime/learn/playerAtom.ts';
import { lazyNamed } from '../../../lazyNamed.ts';

const VideoPlayer = lazyNamed(() => import('./VideoPlayer.tsx'), 'VideoPlayer');

/** Where the video player opens; the player (and Plyr) load only when a video is opened. */
export function PlayerSlot() {
  const request = useAtomValue(playerAtom);
  if (!request) return null;
  return (
    <Suspense>
      <VideoPlayer request={request} />
    </Suspense>
  );
}
