import type { EmbiumBalance, EmbiumEvent, EmbiumReward } from '../contracts/embiums.ts';

/** The feature a brand lists in `disabledFeatures` to have no embiums at all. */
export const EMBIUMS_FEATURE = 'embiums';

/** An event to reward, as a service asks for it. */
export interface EmbiumAsk {
  orgId: number;
  childId: string;
  /** The calling brand's switched-off features: where embiums are off, nothing is awarded. */
  disabledFeatures: readonly string[];
  event: EmbiumEvent;
  /** What was done (an answer, a lesson, a test session): each earns once per event. */
  objectId: string;
  /** What the object belongs to (the practice session, the test session, the lesson). */
  sourceId: string;
}

/** What an ask earned: `points` 0 for one already rewarded or past the day's cap. */
export interface EmbiumGrant {
  points: number;
  metal: EmbiumReward['metal'];
  featureCategory: EmbiumReward['feature_category'];
  /** The child's balance after it (all metals), a study streak it completed included. */
  total: number;
}

/**
 * The embiums service's ledger as other services use it; `app.ts` hands it in, so no service
 * imports the embiums service.
 */
export interface EmbiumLedger {
  /** Awards an event once; null where the brand switches embiums off. */
  award: (ask: EmbiumAsk) => Promise<EmbiumGrant | null>;
  balance: (childId: string) => Promise<EmbiumBalance>;
  /** Points earned for what belongs to a source (a practice session), by metal. */
  ofSource: (childId: string, sourceId: string) => Promise<{ silver: number; gold: number }>;
  /** Points earned for one object, every event and metal. */
  ofObject: (childId: string, objectId: string) => Promise<number>;
}
