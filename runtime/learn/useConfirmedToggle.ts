import { useRef, useState } from 'react';

export interface ConfirmedToggle {
  /** The server's last answer, or the initial state until there is one. */
  value: boolean;
  /** A request is on its way: further toggles are ignored until it is answered. */
  busy: boolean;
  /** The last request failed; the value is unchanged. */
  failed: boolean;
  toggle: () => void;
}

/**
 * A yes/no the server decides (bookmarks and likes, learning-experience spec §4): a toggle sends
 * the opposite of what is shown and shows only the server's answer, never a guess; it is ignored
 * while disabled or while its request is on its way.
 */
export function useConfirmedToggle(
  initial: boolean,
  send: (next: boolean) => Promise<boolean>,
  enabled = true,
  what = 'toggle',
): ConfirmedToggle {
  const [answer, setAnswer] = useState<boolean>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);
  const value = answer ?? initial;

  const toggle = () => {
    if (!enabled || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailed(false);
    send(!value)
      .then(setAnswer, (error: unknown) => {
        console.warn(`${what} failed`, error);
        setFailed(true);
      })
      .finally(() => {
        inFlight.current = false;
        setBusy(false);
      });
  };

  return { value, busy, failed, toggle };
}
