import type { ErrorPlace } from '../events/apiErrorRecord.ts';

/** Timeline calls' failures are filed under module Home, screen Timeline (learning-experience spec §8). */
export const TIMELINE_ERROR_PLACE: ErrorPlace = { module_name: 'Home', screen: 'Timeline' };
