import type { Kysely } from 'kysely';
import { meetingsOf, type ServerEnv } from '../../server/config/serverConfig.ts';
import {
  importClassrooms,
  type ClassroomImportResult,
} from '../../server/content/importClassrooms.ts';
import type { Database } from '../../server/db/schema.ts';
import type { LoadedBrand } from '../brands/loadBrands.ts';

/**
 * The classroom documents of the pack imported for the loaded brands, on the deployment's meeting
 * service, around now: what `abhyas serve` does at every start and `abhyas content import` after
 * the pack.
 */
export function importBrandClassrooms(
  db: Kysely<Database>,
  input: { contentDir: string; brands: readonly LoadedBrand[]; env: ServerEnv },
): Promise<ClassroomImportResult> {
  return importClassrooms(db, {
    contentDir: input.contentDir,
    brands: input.brands.map((b) => ({ id: b.id, organisationId: b.docs.brand.organisationId })),
    provider: meetingsOf(input.env).provider,
    now: Date.now(),
  });
}
