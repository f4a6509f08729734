import { sql, type Kysely } from 'kysely';
import { sqlDialectOf } from '../sqlDialect.ts';

/**
 * Search (issue 18): one row per item of the pack (subject, chapter, topic, lesson, book, test,
 * question) in each exam and each language it is written in, with its title as written
 * (`title_key`, normalised), its loose Latin form (`title_latin`) and its text (`body_key`). The
 * content import keeps the rows; each database indexes them its own way (docs/decisions/search.md):
 * SQLite with two FTS5 tables kept by triggers, a trigram one for substrings and near matches in
 * any script and a word one for every word of the query; PostgreSQL with pg_trgm and full text.
 * `organisation_id` 0 is the shared pack, every organisation's. `search_vocabulary` holds every
 * word of the titles' Latin forms, indexed by trigram: a misspelt word is put right against it
 * ("kinematcs" → "kinematiks") before the titles are searched again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = sqlDialectOf(db) === 'postgres';
  await db.schema
    .createTable('search_items')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) => c.primaryKey())
    .addColumn('organisation_id', 'integer', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('exam_code', 'text', (c) => c.notNull())
    .addColumn('goal_code', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_key', 'text', (c) => c.notNull())
    .addColumn('title_latin', 'text', (c) => c.notNull())
    .addColumn('body_key', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('search_items_item')
    .on('search_items')
    .columns(['organisation_id', 'entity', 'item_id', 'exam_code', 'locale'])
    .unique()
    .execute();
  await db.schema
    .createTable('search_vocabulary')
    .addColumn('word', 'text', (c) => c.primaryKey())
    .execute();
  if (postgres) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index search_vocabulary_trgm on search_vocabulary using gin (word gin_trgm_ops)`.execute(
      db,
    );
    // text_pattern_ops: a prefix LIKE uses the index whatever the database's collation.
    await sql`create index search_items_title_prefix on search_items (title_key text_pattern_ops)`.execute(
      db,
    );
    await sql`create index search_items_latin_prefix on search_items (title_latin text_pattern_ops)`.execute(
      db,
    );
    await sql`create index search_items_title_trgm on search_items using gin (title_key gin_trgm_ops)`.execute(
      db,
    );
    await sql`create index search_items_latin_trgm on search_items using gin (title_latin gin_trgm_ops)`.execute(
      db,
    );
    // Stored, so ranking the words' matches reads the vector rather than making it again per row.
    await sql`alter table search_items add column words tsvector generated always as (to_tsvector('simple', title_key || ' ' || title_latin || ' ' || body_key)) stored`.execute(
      db,
    );
    await sql`create index search_items_words on search_items using gin (words)`.execute(db);
    return;
  }
  await db.schema
    .createIndex('search_items_title_prefix')
    .on('search_items')
    .column('title_key')
    .execute();
  await db.schema
    .createIndex('search_items_latin_prefix')
    .on('search_items')
    .column('title_latin')
    .execute();
  await sql`create virtual table search_trigrams using fts5(title_key, title_latin, content='search_items', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  // Letters, vowel signs (M*: an Indic word is not cut at its matras) and digits make words.
  await sql`create virtual table search_words using fts5(title_key, title_latin, body_key, content='search_items', content_rowid='id', tokenize="unicode61 remove_diacritics 2 categories 'L* M* N* Co'")`.execute(
    db,
  );
  const insert = (row: 'new' | 'old', del: boolean) => {
    const tag = (table: string) => (del ? `${table}, ` : '');
    const val = del ? `'delete', ` : '';
    return (
      `insert into search_trigrams(${tag('search_trigrams')}rowid, title_key, title_latin) values (${val}${row}.id, ${row}.title_key, ${row}.title_latin); ` +
      `insert into search_words(${tag('search_words')}rowid, title_key, title_latin, body_key) values (${val}${row}.id, ${row}.title_key, ${row}.title_latin, ${row}.body_key);`
    );
  };
  await sql
    .raw(
      `create trigger search_items_insert after insert on search_items begin ${insert('new', false)} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger search_items_delete after delete on search_items begin ${insert('old', true)} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger search_items_update after update on search_items begin ${insert('old', true)} ${insert('new', false)} end`,
    )
    .execute(db);
  await sql`create virtual table search_vocabulary_trigrams using fts5(word, content='search_vocabulary', content_rowid='rowid', tokenize='trigram')`.execute(
    db,
  );
  await sql`create trigger search_vocabulary_insert after insert on search_vocabulary begin insert into search_vocabulary_trigrams(rowid, word) values (new.rowid, new.word); end`.execute(
    db,
  );
  await sql`create trigger search_vocabulary_delete after delete on search_vocabulary begin insert into search_vocabulary_trigrams(search_vocabulary_trigrams, rowid, word) values ('delete', old.rowid, old.word); end`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (sqlDialectOf(db) === 'sqlite') {
    await sql`drop table if exists search_trigrams`.execute(db);
    await sql`drop table if exists search_words`.execute(db);
    await sql`drop table if exists search_vocabulary_trigrams`.execute(db);
  }
  await db.schema.dropTable('search_vocabulary').execute();
  await db.schema.dropTable('search_items').execute();
}
