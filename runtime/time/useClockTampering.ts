import { useEffect, useState } from 'react';
import {
  clockTampered,
  TAMPER_MODAL_DEBOUNCE_MS,
  type ClockReading,
} from '../../domain/time/clockTampering.ts';

/** How often the clocks are compared while offline; a second is plenty against a 3 s debounce. */
export const TAMPER_CHECK_MS = 1_000;

const read = (): ClockReading => ({ wall: Date.now(), monotonic: performance.now() });

/**
 * True once the device clock has been moved while offline (spec §5, "Time tampering"), seen
 * continuously for TAMPER_MODAL_DEBOUNCE_MS, so the runner shows its modal. Online, the server's
 * clock keeps the runner honest, so nothing is watched. Each reading is compared with the one
 * taken when the device went offline, not with the previous tick: a jump then stays visible until
 * the clock is put back, which is what lets the debounce tell a moved clock from one odd reading.
 * Once seen it stays true until the device is online again.
 */
export function useClockTampering(offline: boolean): boolean {
  const [tampered, setTampered] = useState(false);
  useEffect(() => {
    if (!offline) return;
    const baseline = read();
    let seenSince: number | undefined;
    const timer = setInterval(() => {
      const now = read();
      if (!clockTampered(baseline, now, true)) {
        seenSince = undefined;
        return;
      }
      seenSince ??= now.monotonic;
      if (now.monotonic - seenSince >= TAMPER_MODAL_DEBOUNCE_MS) setTampered(true);
    }, TAMPER_CHECK_MS);
    return () => {
      clearInterval(timer);
      // Back online (or leaving): the next offline spell starts with a clean slate.
      setTampered(false);
    };
  }, [offline]);
  return offline && tampered;
}
