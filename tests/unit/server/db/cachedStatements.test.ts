import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import {
  cachedStatements,
  PREPARED_STATEMENTS_KEPT,
} from '../../../../server/db/cachedStatements.ts';

function openMemory() {
  const file = new SQLite(':memory:');
  file.exec('create table t (n integer)');
  return { file, database: cachedStatements(file) };
}

describe('cachedStatements', () => {
  it('prepares a SQL text once and runs it again with new values', () => {
    const { database } = openMemory();
    const insert = database.prepare('insert into t (n) values (?)');
    insert.run([1]);
    expect(database.prepare('insert into t (n) values (?)')).toBe(insert);
    database.prepare('insert into t (n) values (?)').run([2]);
    expect(database.prepare('select n from t order by n').all([])).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('keeps the texts used last when there are more than it holds', () => {
    const { database } = openMemory();
    const first = database.prepare('select 0 as n');
    const second = database.prepare('select 1 as n');
    for (let i = 2; i <= PREPARED_STATEMENTS_KEPT; i++) {
      database.prepare(`select ${String(i)} as n`);
      // The first text stays in use, so it is never the least recently used.
      if (i === PREPARED_STATEMENTS_KEPT / 2) expect(database.prepare('select 0 as n')).toBe(first);
    }
    expect(database.prepare('select 0 as n')).toBe(first);
    const again = database.prepare('select 1 as n');
    expect(again).not.toBe(second);
    expect(again.all([])).toEqual([{ n: 1 }]);
  });

  it('closes the file', () => {
    const { file, database } = openMemory();
    database.close();
    expect(file.open).toBe(false);
  });
});
