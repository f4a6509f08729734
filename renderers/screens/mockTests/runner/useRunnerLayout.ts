import {
  MOBILE_MAX_WIDTH_PX,
  SHORT_SCREEN_MAX_HEIGHT_PX,
  maxHeightQuery,
  maxWidthQuery,
} from '../../../../domain/rules/breakpoints.ts';
import { useMediaQuery } from '../../../../runtime/platform/useMediaQuery.ts';

/**
 * The runner's layout: `phone` up to the mobile breakpoint or on a short screen held sideways
 * (sticky bar, palette in a drawer, answer buttons at the bottom), `desktop` otherwise (the NTA's layout, palette on the right).
 * Decided here and written to data-layout, like the site header's, so runner.css holds no width.
 */
export type RunnerLayout = 'phone' | 'desktop';

export function useRunnerLayout(): RunnerLayout {
  const narrow = useMediaQuery(maxWidthQuery(MOBILE_MAX_WIDTH_PX));
  const short = useMediaQuery(maxHeightQuery(SHORT_SCREEN_MAX_HEIGHT_PX));
  return narrow || short ? 'phone' : 'desktop';
}
