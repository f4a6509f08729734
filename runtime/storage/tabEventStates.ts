import { readPersisted, writePersisted } from './persistedKeys.ts';

/**
 * Sends a once-only usage event the first time only: true when this call is the first (and
 * records it), false when the browser already sent it.
 */
export function firstTimeFor(eventName: string): boolean {
  const states = readPersisted('tabEventStates') ?? {};
  if (states[eventName] === true) return false;
  writePersisted('tabEventStates', { ...states, [eventName]: true });
  return true;
}
