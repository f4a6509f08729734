import { describe, expect, it } from 'vitest';
import { missingTokenSecret } from '../../../server/config/missingTokenSecret.ts';

const SHARED = 'postgres://db.internal:5432/abhyas';
const SECRET = 'a-shared-secret-of-at-least-32-characters';

describe('TOKEN_SECRET on a shared database', () => {
  it('is required in production on PostgreSQL, and the message names the variable', () => {
    expect(missingTokenSecret({ NODE_ENV: 'production', DATABASE_URL: SHARED })).toMatch(
      /^TOKEN_SECRET: required when NODE_ENV=production and DATABASE_URL is set/,
    );
  });

  it('is not required when given, outside production, or on the embedded database', () => {
    expect(
      missingTokenSecret({ NODE_ENV: 'production', DATABASE_URL: SHARED, TOKEN_SECRET: SECRET }),
    ).toBeUndefined();
    expect(missingTokenSecret({ NODE_ENV: 'development', DATABASE_URL: SHARED })).toBeUndefined();
    expect(missingTokenSecret({ NODE_ENV: 'production' })).toBeUndefined();
  });
});
