import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import * as z from 'zod/mini';
import {
  PRERENDERED_FACTS_FILE,
  prerenderedFacts,
} from '../../domain/prerender/prerenderedFacts.ts';
import { PRERENDERED_DIR } from '../../domain/prerender/prerenderedPage.ts';

export interface PrerenderedPages {
  /** The pages' paths relative to the app's folder. */
  files: ReadonlySet<string>;
  /** Their inline scripts' hashes, as the content security policy names them. */
  scriptHashes: readonly string[];
}

const NONE: PrerenderedPages = { files: new Set(), scriptHashes: [] };

/** The prerendered pages the build wrote under the app's folder (none for an older build). */
export function listPrerenderedPages(spaDir: string): PrerenderedPages {
  let facts: string;
  try {
    facts = readFileSync(join(spaDir, PRERENDERED_FACTS_FILE), 'utf8');
  } catch (error) {
    // A build without prerendered pages serves index.html for every page, as before.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return NONE;
    throw error;
  }
  const { scriptHashes } = z.parse(prerenderedFacts, JSON.parse(facts));
  const entries = readdirSync(join(spaDir, PRERENDERED_DIR), {
    recursive: true,
    withFileTypes: true,
  });
  const files = entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => relative(spaDir, join(e.parentPath, e.name)).split(sep).join('/'));
  return { files: new Set(files), scriptHashes };
}
