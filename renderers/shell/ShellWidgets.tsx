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
}

/**
 * The page-wide pieces that float over every route: toasts, the new-build offer and the chat
 * launcher; and the route bookkeeping that needs the router (remembered routes, the login a
 * failed sign-on leads to).
 */
export function ShellWidgets({ bare = false }: ShellWidgetsProps) {
  useRouteMemory();
  useLoginRedirect();
  return (
    <>
      {!bare && (
        <Widget>
          <ChatLauncher />
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
