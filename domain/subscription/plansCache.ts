import { MINUTE_MS } from '../timeline/timelinePeriods.ts';

/**
 * How long a goal's plans are reused in the browser before they are asked again (shell spec §9:
 * five minutes), shared by the plans screens and the plan-ended screen.
 */
export const PLANS_CACHE_MS = 5 * MINUTE_MS;
