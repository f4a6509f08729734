import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { format } from 'prettier';
import { fileURLToPath, URL } from 'node:url';
import { migrateToLatest } from '../../server/db/migrate.ts';
import type { Database } from '../../server/db/schema.ts';

export const DATABASE_TYPES_FILE = fileURLToPath(
  new URL('../../server/db/schema.ts', import.meta.url),
);

interface ColumnInfo {
  name: string;
  type: string;
  notnull: 0 | 1;
  dflt_value: string | null;
  pk: number;
}

/**
 * TypeScript of a column's declared type. The migrations declare the same types on both databases:
 * booleans are 0/1 integers and times epoch milliseconds in bigint, which PostgreSQL's int8 parser
 * (openDatabase) and SQLite both give as numbers, so every number type reads as `number`.
 */
const TS_TYPE: Readonly<Record<string, string>> = {
  text: 'string',
  integer: 'number',
  bigint: 'number',
  'double precision': 'number',
};

/**
 * Text columns the server reads as a closed set: a declared type does not say which values the
 * content import writes there (the content schemas' syllabus levels and book kinds).
 */
const NARROWED: Readonly<Record<string, string>> = {
  'syllabus_nodes.level': "'subject' | 'unit' | 'chapter' | 'topic'",
  'books.kind': "'book' | 'bigBook' | 'liveClassBook'",
};

/** `users_of_exam` → `UsersOfExamTable`. */
const interfaceName = (table: string) =>
  table.replace(/(^|_)([a-z])/g, (_, _sep: string, c: string) => c.toUpperCase()) + 'Table';

/**
 * `server/db/schema.ts`, generated from a fresh in-memory SQLite database brought to the newest
 * migration, so the Kysely types are the tables the migrations make (`npm run db:types`). A column
 * with a default, and an integer primary key, is `Generated`: an insert may leave it out.
 */
export async function generateDatabaseTypes(): Promise<string> {
  const file = new SQLite(':memory:');
  // The migrations are typed over the old tables; they run on whatever database they are given.
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  try {
    await migrateToLatest(db);
    const tables = file
      .prepare(
        // FTS5 tables and their shadow tables are search's indexes, read only through raw SQL.
        "select m.name from sqlite_master m join pragma_table_list l on l.name = m.name and l.schema = 'main' where m.type = 'table' and l.type = 'table' and m.name not like 'sqlite_%' and m.name not like 'kysely_%' order by m.rowid",
      )
      .pluck()
      .all() as string[];
    const declarations = tables.map((table) => {
      const columns = file.prepare(`pragma table_info("${table}")`).all() as ColumnInfo[];
      const fields = columns.map((c) => {
        const declared = c.type.toLowerCase();
        const ts = NARROWED[`${table}.${c.name}`] ?? TS_TYPE[declared];
        if (!ts) throw new Error(`${table}.${c.name}: no TypeScript type for "${c.type}"`);
        const nullable = c.notnull === 0 && c.pk === 0 ? `${ts} | null` : ts;
        // An integer primary key of its own is the row id: the database numbers a row it is not given.
        const rowId =
          c.pk > 0 && declared === 'integer' && columns.filter((o) => o.pk > 0).length === 1;
        const generated = c.dflt_value !== null || rowId;
        return `  ${c.name}: ${generated ? `Generated<${nullable}>` : nullable};`;
      });
      return `export interface ${interfaceName(table)} {\n${fields.join('\n')}\n}`;
    });
    const source = [
      '/* Generated from a database migrated by server/db/migrations by `npm run db:types`; do not edit. */',
      '/**',
      ' * Table types for Kysely. Booleans are 0/1 integers and times are epoch milliseconds (bigint),',
      ' * so the same queries run on SQLite and PostgreSQL.',
      ' */',
      "import type { Generated } from 'kysely';",
      '',
      'export interface Database {',
      ...tables.map((t) => `  ${t}: ${interfaceName(t)};`),
      '}',
      '',
      declarations.join('\n\n'),
      '',
    ].join('\n');
    return await format(source, { parser: 'typescript', singleQuote: true, printWidth: 100 });
  } finally {
    await db.destroy();
  }
}
