import type { Migration } from 'kysely';
import * as accounts from './0001_accounts.ts';
import * as exams from './0002_exams.ts';

/** Numbered migrations, in order; a new one is a new file added here. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_accounts': accounts,
  '0002_exams': exams,
};
