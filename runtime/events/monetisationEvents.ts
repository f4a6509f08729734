import { MONETISATION_EVENT_DEBOUNCE_MS } from '../../domain/events/eventTiming.ts';
import { debouncedTracker } from './debouncedTracker.ts';

/** Plans, cart, coupon and payment analytics, debounced as the shell spec (§9) asks. */
export const trackMonetisationEvent = debouncedTracker(
  'monetisation',
  MONETISATION_EVENT_DEBOUNCE_MS,
);
