import * as z from 'zod/mini';

/** A scheduled test's moments (epoch ms; spec §3 "Test schedule"), shared by tiles and the test service. */
export const testMoments = z.object({
  visibleAt: z.number(),
  startsAt: z.number(),
  locksAt: z.number(),
  endsAt: z.number(),
  answerKeyAt: z.number(),
  solutionAt: z.number(),
});
