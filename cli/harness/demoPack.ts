import { join } from 'node:path';
import type { ContentPack } from '../../server/content/ContentPack.ts';
import { readContentPack } from '../../server/content/readContentPack.ts';
import { REPO_ROOT } from '../brands/loadBrands.ts';

let demo: Promise<ContentPack> | undefined;

/** The repository's content pack, read and checked once per process (tests and benchmarks share it). */
export function demoPack(): Promise<ContentPack> {
  demo ??= readContentPack(join(REPO_ROOT, 'content')).then(({ pack, issues }) => {
    if (!pack) throw new Error(`the demo content pack is invalid: ${JSON.stringify(issues)}`);
    return pack;
  });
  return demo;
}
