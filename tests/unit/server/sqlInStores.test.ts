import { describe, expect, it } from 'vitest';
import { serviceSources } from './serviceSources.ts';

/**
 * Kysely's query builders, raw SQL and transactions. A service's SQL lives in its `*Store.ts`, so
 * a route reads as the rules it applies and every query can be found (and checked on both
 * dialects) in one place per service.
 */
const QUERY_BUILDER =
  /\b(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql`|\.transaction\(\)/;

function queriesIn(text: string): string[] {
  return text
    .split('\n')
    .map((line, i) => ({ line: line.trim(), number: i + 1 }))
    .filter(({ line }) => QUERY_BUILDER.test(line))
    .map(({ line, number }) => `${String(number)}: ${line}`);
}

describe('SQL of the services', () => {
  it('is recognised in any of its forms', () => {
    expect(queriesIn("await db\n  .selectFrom('users')")).toEqual(["2: .selectFrom('users')"]);
    expect(queriesIn('db.insertInto(t)\nsql`now()`\ndb.transaction().execute(work)')).toHaveLength(
      3,
    );
    expect(queriesIn('store.findUser(orgId, who)')).toEqual([]);
  });

  it('lives only in the stores (*Store.ts)', async () => {
    const sources = await serviceSources();
    expect(sources.length).toBeGreaterThan(10);
    const outside = sources
      .filter((s) => !s.path.endsWith('Store.ts'))
      .flatMap((s) => queriesIn(s.text).map((q) => `${s.path}:${q}`));
    expect(outside).toEqual([]);
  });
});
