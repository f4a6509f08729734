import { Suspense, type ReactNode } from 'react';
import { CrashBoundary } from '../../runtime/CrashBoundary.tsx';
import { useLoginRedirect } from '../../runtime/session/ssoFailure.ts';
import { useRouteMemory } from '../../runtime/storage/routeMemory.ts';
import { lazyNamed } from '../lazyNamed.ts';

// None is needed for the first paint: each comes in a chunk of its own right after it.
const ChatLauncher = lazyNamed(() => import('./ChatLauncher.tsx'), 'ChatLauncher');
const ToastHost = lazyNamed(() => import('./ToastHost.tsx'), 'ToastHost');
const UpdateOffer = lazyNamed(() => import('./UpdateOffer.tsx'), 'UpdateOffer');
const NetworkNotice = lazyNamed(() => import('./NetworkNotice.tsx'), 'NetworkNotice');
const SignedInSlots = lazyNamed(() => import('./SignedInSlots.tsx'), 'SignedInSlots');

/**
 * One widget on its own: it loads beside the others rather than after them, and a chunk that
 * cannot arrive (the network went away first) leaves the page standing, without that widget.
 */
function Widget({ children }: { children: ReactNode }) {
  return (
    <CrashBoundary fallback={null}>
      <Suspense fallback={null}>{children}</Suspense>
    </CrashBoundary>
  );
}

export interface ShellWidgetsProps {
  /** A web view or framed page: no chat launcher (the app or the outer page has its own help). */
  bare?: boolean;
  /** The place the header keeps for its widgets (search box, bell), once it has one. */
  headerSlot?: HTMLElement | null;
}

/**
 * The page-wide pieces that float over every route: toasts, the new-build offer, the chat
 * launcher, the subscription's pieces (founder's note, plan floater and warning, paywall) and the
 * embium modal (outside web views and framed pages, whose app or outer page has its own); and
 * the route bookkeeping that needs the router (remembered routes, the login a failed sign-on
 * leads to).
 */
export function ShellWidgets({ bare = false, headerSlot = null }: ShellWidgetsProps) {
  useRouteMemory();
  useLoginRedirect();
  return (
    <>
      {!bare && (
        <Widget>
          <ChatLauncher />
        </Widget>
      )}
      {!bare && (
        <Widget>
          <SignedInSlots headerSlot={headerSlot} />
        </Widget>
      )}
      <Widget>
        <UpdateOffer />
      </Widget>
      <Widget>
        <NetworkNotice />
      </Widget>
      <Widget>
        <ToastHost />
      </Widget>
    </>
  );
}
