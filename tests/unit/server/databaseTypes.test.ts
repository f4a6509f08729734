import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  DATABASE_TYPES_FILE,
  generateDatabaseTypes,
} from '../../../cli/db/generateDatabaseTypes.ts';

describe('database types', () => {
  it('server/db/schema.ts is what the migrations make (npm run db:types)', async () => {
    expect(await readFile(DATABASE_TYPES_FILE, 'utf8')).toBe(await generateDatabaseTypes());
  });
});
