import * as z from 'zod/mini';
import { PRERENDERED_DIR } from './prerenderedPage.ts';

/**
 * What the build tells the server about its prerendered pages, beside them: the hashes of their
 * inline scripts, which the content security policy of those pages allows (`'sha256-…'`).
 */
export const PRERENDERED_FACTS_FILE = `${PRERENDERED_DIR}/facts.json`;

export const prerenderedFacts = z.object({
  scriptHashes: z.array(z.string().check(z.regex(/^'sha256-[A-Za-z0-9+/]+=*'$/))),
});
