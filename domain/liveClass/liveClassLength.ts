/**
 * The longest live class an institute may schedule, in minutes: a whole school day. It also
 * bounds how far back a list looks for a class that may still be on.
 */
export const LIVE_CLASS_DURATION_MAX_MINUTES = 8 * 60;
