import * as z from 'zod/mini';
import { epochMs } from './contractPrimitives.ts';

/** A scheduled test's moments (epoch ms; spec §3 "Test schedule"), shared by tiles and the test service. */
export const testMoments = z.object({
  visibleAt: epochMs(),
  startsAt: epochMs(),
  locksAt: epochMs(),
  endsAt: epochMs(),
  answerKeyAt: epochMs(),
  solutionAt: epochMs(),
});
