import { sql, type Kysely } from 'kysely';
import { formatLearnPath } from '../../domain/rules/learnPath.ts';
import type { Database } from '../db/schema.ts';
import type { ContentPack } from './ContentPack.ts';
import { SEARCH_ITEM_KEYS, searchRowsOfPack, searchVocabularyOf } from './searchRows.ts';
import { syncRows, type PackRow, type SyncCounts } from './syncRows.ts';

const json = (value: unknown) => JSON.stringify(value);

/** The pack as table rows, in the order the tables are synced (parents before children). */
function tablesOf(pack: ContentPack) {
  const goalOf = new Map(pack.goalsExams.exams.map((e) => [e.code, e.goal]));
  const nodes: PackRow[] = [];
  for (const syllabus of pack.syllabi) {
    const goal = goalOf.get(syllabus.exam) ?? '';
    const exam = syllabus.exam;
    const node = (
      parts: Parameters<typeof formatLearnPath>[0],
      level: string,
      code: string,
      subject: string,
      names: unknown,
      summaries: unknown,
      /** Units are no tile's subject, so they have no picture. */
      thumb = '',
      concepts: readonly string[] = [],
    ) => {
      const learnPath = formatLearnPath({ goal, exam, ...parts });
      nodes.push({
        learn_path: learnPath,
        parent_path: learnPath.slice(0, learnPath.lastIndexOf('--')),
        level,
        code,
        goal_code: goal,
        exam_code: exam,
        subject_code: subject,
        names: json(names),
        summaries: summaries === undefined ? null : json(summaries),
        concepts: json(concepts),
        thumb,
        position: nodes.length,
      });
    };
    for (const s of syllabus.subjects) {
      node({ subject: s.code }, 'subject', s.code, s.code, s.name, undefined, s.thumb);
      for (const u of s.units) {
        node({ subject: s.code, unit: u.code }, 'unit', u.code, s.code, u.name, undefined);
        for (const c of u.chapters) {
          const chapter = { subject: s.code, unit: u.code, chapter: c.code };
          node(chapter, 'chapter', c.code, s.code, c.name, c.summary, c.thumb);
          for (const t of c.topics)
            node(
              { ...chapter, topic: t.code },
              'topic',
              t.code,
              s.code,
              t.name,
              t.summary,
              t.thumb,
              t.concepts,
            );
        }
      }
    }
  }
  const examOfPath = (path: string) => path.split('--')[1] ?? '';
  // A secondary concept named twice (or as primary) is indexed once.
  const questions = pack.questions.flatMap((file) =>
    file.questions.map((q) => ({
      ...q,
      subject: file.subject,
      secondaryConcepts: [...new Set(q.secondaryConcepts ?? [])].filter(
        (c) => c !== q.primaryConcept,
      ),
    })),
  );
  const topicPosition = new Map(nodes.map((n) => [n.learn_path, Number(n.position)]));
  const searchRows = searchRowsOfPack(pack);
  return [
    {
      table: 'goals',
      keys: ['code'],
      keepMissing: true,
      rows: pack.goalsExams.goals.map((g, position) => ({
        code: g.code,
        names: json(g.name),
        position,
      })),
    },
    {
      table: 'exams',
      keys: ['code'],
      rows: pack.goalsExams.exams.map((e, position) => ({
        code: e.code,
        goal_code: e.goal,
        names: json(e.name),
        grade: e.grade ?? null,
        languages: json(e.languages ?? []),
        position,
      })),
    },
    { table: 'syllabus_nodes', keys: ['learn_path'], rows: nodes },
    {
      table: 'concepts',
      keys: ['code'],
      rows: pack.concepts.concepts.map((c) => ({
        code: c.code,
        subject_code: c.subject,
        names: json(c.name),
        prerequisites: json(c.prerequisites ?? []),
      })),
    },
    {
      table: 'books',
      keys: ['id'],
      rows: pack.books.books.map((b, position) => ({
        id: b.id,
        kind: b.kind,
        exam_code: b.exam,
        subject_code: b.subject ?? null,
        titles: json(b.title),
        author: b.author,
        descriptions: json(b.description),
        cover: b.cover,
        chapters: json(b.chapters),
        position,
      })),
    },
    {
      table: 'videos',
      keys: ['id'],
      rows: pack.videos.videos.map((v, position) => ({
        id: v.id,
        titles: json(v.title),
        descriptions: json(v.description),
        concepts: json(v.concepts),
        duration: v.durationSeconds,
        is_public: v.public ? 1 : 0,
        renditions: json(v.renditions),
        thumbs: json(v.thumbs),
        poster: v.poster,
        trailer: v.trailer ?? null,
        subtitles: json(v.subtitles),
        annotations: json(v.annotations),
        position,
      })),
    },
    {
      table: 'video_topics',
      keys: ['learn_path', 'video_id'],
      // Teaching order: the topic's place in its syllabus, then the pack's order of videos.
      rows: pack.videos.videos.flatMap((v, index) =>
        v.learnPaths.map((path) => ({
          learn_path: path,
          video_id: v.id,
          exam_code: examOfPath(path),
          position: (topicPosition.get(path) ?? 0) * pack.videos.videos.length + index,
        })),
      ),
    },
    {
      table: 'questions',
      keys: ['code'],
      rows: questions.map((q, position) => ({
        code: q.code,
        type: q.type,
        subject_code: q.subject,
        primary_concept: q.primaryConcept,
        difficulty: q.difficulty,
        ideal_time: q.idealTimeSeconds,
        content: json(q),
        position,
      })),
    },
    {
      table: 'question_index',
      keys: ['concept', 'learn_path', 'code'],
      rows: questions.flatMap((q, position) =>
        q.learnPaths.flatMap((learnPath) =>
          [q.primaryConcept, ...q.secondaryConcepts].map((concept, i) => ({
            concept,
            learn_path: learnPath,
            code: q.code,
            is_primary: i === 0 ? 1 : 0,
            difficulty: q.difficulty,
            position,
          })),
        ),
      ),
    },
    {
      table: 'tests',
      keys: ['code'],
      rows: pack.tests
        .flatMap((file) =>
          file.tests.map((test) => ({
            code: test.code,
            type: test.type,
            goal_code: goalOf.get(file.exam) ?? '',
            exam_code: file.exam,
            version: test.version,
            visible_at: test.schedule ? Date.parse(test.schedule.visibleToStudentsAt) : null,
          })),
        )
        .map((row, position) => ({ ...row, position })),
    },
    {
      // Every version stays: a session goes on with the paper it started.
      table: 'test_versions',
      keys: ['code', 'version'],
      keepMissing: true,
      rows: pack.tests.flatMap((file) =>
        file.tests.map((test) => ({
          code: test.code,
          version: test.version,
          content: json({ ...test, exam: file.exam, goal: goalOf.get(file.exam) ?? '' }),
        })),
      ),
    },
    {
      table: 'banners',
      keys: ['id'],
      rows: pack.banners.banners.map((b, position) => ({
        id: b.id,
        module: b.module,
        goal_code: b.goal ?? null,
        exam_code: b.exam ?? null,
        titles: json(b.title),
        subtitles: json(b.subtitle),
        image: b.image,
        target: json(b.target),
        position,
      })),
    },
    {
      // Search's rows, after everything they name; each database indexes them its own way.
      table: 'search_items',
      keys: SEARCH_ITEM_KEYS,
      rows: searchRows,
    },
    { table: 'search_vocabulary', keys: ['word'], rows: searchVocabularyOf(searchRows) },
  ] as const satisfies readonly {
    table: keyof Database;
    keys: readonly string[];
    rows: readonly PackRow[];
    keepMissing?: boolean;
  }[];
}

export type ImportReport = Record<string, SyncCounts>;

/**
 * Loads a checked pack into the database in one transaction, table by table, telling `progress`
 * as it goes. Only differences are written: a second import of the same pack changes nothing.
 */
export async function importContentPack(
  db: Kysely<Database>,
  pack: ContentPack,
  progress: (table: string, done: number, total: number) => void = () => undefined,
): Promise<ImportReport> {
  const tables = tablesOf(pack);
  const report: ImportReport = {};
  await db.transaction().execute(async (trx) => {
    for (const [i, { table, keys, rows, ...options }] of tables.entries()) {
      progress(table, i, tables.length);
      report[table] = await syncRows(trx, table, keys, rows, options);
    }
    // Goals the pack dropped go last, once no exam names them.
    const goals = tables[0];
    const dropped = await syncRows(trx, goals.table, goals.keys, goals.rows);
    report.goals = { ...dropped, ...report.goals, deleted: dropped.deleted };
    // Server copies keep the pack in memory by this version (server/content/contentCache.ts).
    if (Object.values(report).some((c) => c.inserted + c.updated + c.deleted > 0))
      await trx
        .updateTable('content_version')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('id', '=', 1)
        .execute();
    progress('done', tables.length, tables.length);
  });
  // The planners learn the search rows' spread: without it, SQLite read every search row by the
  // organisation's index rather than a title's start by the title's. Only search's tables: the
  // rest of the database (answers, events) is not the import's to measure again at each run.
  await sql`analyze search_items`.execute(db);
  await sql`analyze search_vocabulary`.execute(db);
  return report;
}

/** Whether the database holds any content yet (a fresh database gets the demo pack on start). */
export async function hasContent(db: Kysely<Database>): Promise<boolean> {
  return (
    (await db.selectFrom('syllabus_nodes').select('learn_path').limit(1).executeTakeFirst()) !==
    undefined
  );
}
