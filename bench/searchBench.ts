import Sanscript from '@indic-transliteration/sanscript';
import { sql } from 'kysely';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createTestApp } from '../cli/harness/createTestApp.ts';
import { demoPack } from '../cli/harness/demoPack.ts';
import { familyWithChild } from '../cli/harness/familyWithChild.ts';
import { SEARCH_ENTITIES } from '../domain/search/searchRules.ts';
import type { ContentPack } from '../server/content/ContentPack.ts';
import {
  SEARCH_ITEM_KEYS,
  searchRowsOf,
  searchVocabularyOf,
  type SearchItem,
} from '../server/content/searchRows.ts';
import { syncRows } from '../server/content/syncRows.ts';
import type { Dialect } from '../server/db/freshDatabaseLocation.ts';
import { CONCURRENCY, loadTest, type LoadResult } from './loadTest.ts';

const HOST = 'abhyas.localhost';
/** Index sizes: the growth from the first to the second must stay well below tenfold. */
export const INDEX_SIZES = [10_000, 100_000] as const;
/** The four scripts the items are written in, a quarter each. */
const SCRIPTS = ['en', 'hi', 'ta', 'bn'] as const;
/** The child's exam holds most items; the rest are other exams' (scoped out unless cross_grade). */
const EXAMS = ['jee-main', 'jee-main', 'jee-main', 'neet-ug', 'cbse-class-10'] as const;
const QUERIES = 600;

/** A seeded generator, so every run searches the same items with the same queries. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** The words of the pack's syllabus names in each script: real vocabulary, not noise. */
function vocabulary(pack: ContentPack): Record<(typeof SCRIPTS)[number], string[]> {
  const words = Object.fromEntries(SCRIPTS.map((s) => [s, new Set<string>()])) as Record<
    (typeof SCRIPTS)[number],
    Set<string>
  >;
  const add = (name: Readonly<Record<string, string | undefined>>) => {
    for (const script of SCRIPTS)
      for (const word of name[script]?.split(/\s+/) ?? [])
        if (word.length > 1) words[script].add(word);
  };
  for (const syllabus of pack.syllabi)
    for (const s of syllabus.subjects)
      for (const u of s.units)
        for (const c of u.chapters)
          for (const name of [s.name, u.name, c.name, ...c.topics.map((t) => t.name)])
            add({ ...name });
  return Object.fromEntries(SCRIPTS.map((s) => [s, [...words[s]]])) as Record<
    (typeof SCRIPTS)[number],
    string[]
  >;
}

interface Generated {
  items: SearchItem[];
  titles: { script: (typeof SCRIPTS)[number]; title: string }[];
}

function generate(pack: ContentPack, size: number): Generated {
  const next = random(size);
  const words = vocabulary(pack);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const items: SearchItem[] = [];
  const titles: Generated['titles'] = [];
  for (let i = 0; i < size; i++) {
    const script = SCRIPTS[i % SCRIPTS.length] ?? 'en';
    const title = Array.from({ length: 2 + Math.floor(next() * 4) }, () =>
      pick(words[script]),
    ).join(' ');
    const exam = pick(EXAMS);
    titles.push({ script, title });
    items.push({
      entity: SEARCH_ENTITIES[i % SEARCH_ENTITIES.length] ?? 'lessons',
      id: `bench-${String(i)}`,
      goal: exam.startsWith('cbse') ? 'K12' : 'PreUG',
      exam,
      titles: { [script]: title },
      bodies: { [script]: `${title} ${pick(words[script])} ${pick(words[script])}` },
      details: {},
    });
  }
  return { items, titles };
}

/**
 * What students type, from the generated titles: a word's first letters (typing), a whole word, a
 * word with a letter dropped (a typo), two words, and a Hindi word typed in Latin letters.
 */
function queries(generated: Generated, count: number): string[] {
  const next = random(7);
  const found: string[] = [];
  while (found.length < count) {
    const { script, title } = generated.titles[Math.floor(next() * generated.titles.length)] ?? {
      script: 'en',
      title: 'motion',
    };
    const words = title.split(' ');
    const word = words[Math.floor(next() * words.length)] ?? title;
    const kind = found.length % 5;
    if (kind === 0) found.push(Array.from(word).slice(0, 4).join(''));
    else if (kind === 1) found.push(word);
    else if (kind === 2 && script === 'en' && word.length > 5)
      found.push(word.slice(0, 2) + word.slice(3));
    else if (kind === 3) found.push(words.slice(0, 2).join(' '));
    else if (kind === 4 && script === 'hi') found.push(romanised(word));
  }
  return found;
}

/** A casual Latin spelling of a Devanagari word: ITRANS in lower case, as a phone types it. */
function romanised(word: string): string {
  return Sanscript.t(word, 'devanagari', 'itrans').toLowerCase();
}

/**
 * Search on 10k and 100k generated items in four scripts (English, Hindi, Tamil, Bengali): the
 * index's build time (rows made, sanscript included, and written with both indexes kept by the
 * database), then suggestions and a results page for the same mixed queries, one student at a
 * time (latency) and CONCURRENCY at once (throughput).
 */
export async function searchBench(
  dialect: Dialect,
): Promise<{ results: LoadResult[]; builds: string[] }> {
  const results: LoadResult[] = [];
  const builds: string[] = [];
  const pack = await demoPack();
  for (const size of INDEX_SIZES) {
    const t = await createTestApp(dialect);
    try {
      const generated = generate(pack, size);
      const started = performance.now();
      const rows = generated.items.flatMap((item, position) => searchRowsOf(item, position));
      const made = performance.now();
      // The index as the content import keeps it: the pack's rows and these, and their words.
      await t.deps.db.transaction().execute(async (trx) => {
        const packRows = await trx
          .selectFrom('search_items')
          .select([
            ...SEARCH_ITEM_KEYS,
            'goal_code',
            'title',
            'title_key',
            'title_latin',
            'body_key',
            'details',
            'position',
          ])
          .execute();
        const all = [...packRows, ...rows];
        await syncRows(trx, 'search_items', SEARCH_ITEM_KEYS, all);
        await syncRows(trx, 'search_vocabulary', ['word'], searchVocabularyOf(all));
      });
      await sql`analyze`.execute(t.deps.db);
      const written = performance.now();
      builds.push(
        `| ${(size / 1000).toFixed(0)}k items on ${dialect} | ${((made - started) / 1000).toFixed(1)} s | ${((written - made) / 1000).toFixed(1)} s |`,
      );
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = t.app.server.address() as AddressInfo;
      const child = await familyWithChild(t, '9300000997');
      const headers = { host: HOST, 'x-auth-token': child.childToken };
      const asked = queries(generated, QUERIES);
      const url = (path: string, i: number) =>
        `http://127.0.0.1:${port}/api/search/v2/search/${path}?query=${encodeURIComponent(asked[i % asked.length] ?? 'gati')}`;
      const label = `${(size / 1000).toFixed(0)}k items on ${dialect}`;
      for (const [clients, who] of [
        [1, 'one student'],
        [CONCURRENCY, `${String(CONCURRENCY)} at once`],
      ] as const) {
        results.push(
          await loadTest(`search suggestions, ${label}, ${who}`, QUERIES, clients, (i) =>
            fetch(url('suggestions', i), { headers }),
          ),
          await loadTest(`search results page, ${label}, ${who}`, QUERIES, clients, (i) =>
            fetch(url('all', i), { headers }),
          ),
        );
      }
    } finally {
      await t.close();
    }
  }
  return { results, builds };
}
