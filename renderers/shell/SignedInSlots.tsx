import { Suspense } from 'react';
import { EmbiumSlot } from './embiums/EmbiumSlot.tsx';
import { HeaderSlot } from './HeaderSlot.tsx';
import { SubscriptionSlot } from './subscription/SubscriptionSlot.tsx';

/**
 * The shell's pieces for a signed-in child — the subscription's (founder's note, plan floater and
 * warning, paywall), the embium modal and the header's search button and notifications bell — in
 * one chunk after first paint: each slot decides whether its own code loads, and sharing one loader keeps every first route's bytes where they
 * were (a widget of its own costs each first route about 0.2 KB, and a crash boundary here another
 * 0.14 KB, as it splits the boundary out of the entry). Each waits apart; the embium modal and the
 * header's widgets keep a chunk that cannot arrive to themselves.
 */
export function SignedInSlots({ headerSlot }: { headerSlot: HTMLElement | null }) {
  return (
    <>
      <Suspense fallback={null}>
        <SubscriptionSlot />
      </Suspense>
      <Suspense fallback={null}>
        <EmbiumSlot />
      </Suspense>
      <HeaderSlot slot={headerSlot} />
    </>
  );
}
