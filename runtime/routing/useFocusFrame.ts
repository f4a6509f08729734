import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useLayoutEffect } from 'react';

/**
 * How many mounted screens ask for the focus frame now. A count rather than a flag, so two
 * declarers (StrictMode's second effect run, one stage handing over to the next) never switch it
 * off under each other.
 */
const focusDeclarersAtom = atom(0);

/**
 * While `active`, the screen owns the page: the frame drops the site's header, banner, footer,
 * prompts and chat launcher (renderers/shell/Frame.tsx). Declared by the screen rather than
 * matched by route, because one address holds both a focus stage and a normal one (the runner's
 * instructions and paper, then its summary after submit). A layout effect, so the header is gone
 * before the screen's first paint.
 */
export function useFocusFrame(active: boolean): void {
  const setDeclarers = useSetAtom(focusDeclarersAtom);
  useLayoutEffect(() => {
    if (!active) return;
    setDeclarers((count) => count + 1);
    return () => setDeclarers((count) => count - 1);
  }, [active, setDeclarers]);
}

/** Whether some screen holds the focus frame now. */
export function useFocusFrameActive(): boolean {
  return useAtomValue(focusDeclarersAtom) > 0;
}
