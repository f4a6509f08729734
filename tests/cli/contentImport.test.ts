import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lines, REPO, runCli } from './runCli.ts';

let work: string;
let pack: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'abhyas-content-'));
  pack = join(work, 'content');
  await cp(join(REPO, 'content'), pack, { recursive: true });
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const importInto = (dataDir: string, dir: string, ...flags: string[]) =>
  runCli(['content', 'import', dir, ...flags], { DATA_DIR: dataDir });

async function edit(file: string, change: (json: Record<string, unknown>) => void) {
  const path = join(pack, file);
  const json = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
  change(json);
  await writeFile(path, JSON.stringify(json));
}

describe('abhyas content import', () => {
  it('loads the demo pack, and a second import changes nothing', async () => {
    const data = join(work, 'data-ok');
    const first = await importInto(data, join(REPO, 'content'), '--json');
    expect(first.code).toBe(0);
    const report = JSON.parse(first.stdout) as Record<string, { inserted: number }>;
    expect(report.syllabus_nodes?.inserted).toBeGreaterThan(150);
    expect(report.videos?.inserted).toBe(12);

    const second = await importInto(data, join(REPO, 'content'), '--json');
    const again = JSON.parse(second.stdout) as Record<
      string,
      { inserted: number; updated: number; deleted: number }
    >;
    for (const [table, counts] of Object.entries(again))
      expect([table, counts.inserted, counts.updated, counts.deleted]).toEqual([table, 0, 0, 0]);
  });

  it('shows progress a line a table when the output is not a terminal', async () => {
    const run = await importInto(join(work, 'data-progress'), join(REPO, 'content'));
    expect(lines(run.stderr)).toContain('importing syllabus_nodes (3/14)');
    expect(lines(run.stdout)).toContain('videos: 12 added, 0 changed, 0 removed, 0 unchanged');
  });

  it('refuses a pack that breaks a schema, with file, JSON pointer and message', async () => {
    const original = await readFile(join(pack, 'concepts.json'), 'utf8');
    await edit('concepts.json', (json) => {
      const concepts = json.concepts as Record<string, unknown>[];
      if (concepts[0]) concepts[0].name = { en: 'Only English' };
    });
    const run = await importInto(join(work, 'data-bad'), pack);
    expect(run.code).toBe(1);
    expect(lines(run.stderr)).toEqual([
      `${join(pack, 'concepts.json')}: /concepts/0/name must have required property 'hi'`,
    ]);
    await writeFile(join(pack, 'concepts.json'), original);
  });

  it('refuses a pack that names what it does not have', async () => {
    await edit('books.json', (json) => {
      const books = json.books as { chapters: { learnPath: string }[] }[];
      const chapter = books[0]?.chapters[0];
      if (chapter) chapter.learnPath = 'PreUG--jee-main--physics--mechanics--no-such-chapter';
    });
    await edit('videos.json', (json) => {
      const videos = json.videos as { thumbs: string[] }[];
      if (videos[0]) videos[0].thumbs = ['media/videos/missing.jpg'];
    });
    const run = await importInto(join(work, 'data-bad'), pack);
    expect(run.code).toBe(1);
    const books = join(pack, 'books.json');
    expect(lines(run.stderr)).toEqual(
      expect.arrayContaining([
        `${books}: /books/0/chapters/0/learnPath is not a chapter of the syllabus`,
        `${books}: /books/0/chapters/0/sections/0 is not a topic of this chapter`,
        `${join(pack, 'videos.json')}: /videos/0/thumbs/0 names media/videos/missing.jpg, which is not in the pack`,
      ]),
    );
  });

  it('refuses a tile without a picture: every subject, chapter, topic, lesson and test has one', async () => {
    const files = ['syllabus/jee-main.json', 'mockTests/jee-main.json', 'videos.json'];
    const originals = await Promise.all(files.map((f) => readFile(join(pack, f), 'utf8')));
    type Node = Record<string, unknown> & { units?: Node[]; chapters?: Node[]; topics?: Node[] };
    await edit('syllabus/jee-main.json', (json) => {
      const chapter = (json.subjects as Node[])[0]?.units?.[0]?.chapters?.[0];
      if (chapter?.topics?.[0]) chapter.topics[0].thumb = 'media/posters/missing.svg';
    });
    await edit('mockTests/jee-main.json', (json) => {
      delete (json.tests as Record<string, unknown>[])[0]?.thumb;
    });
    const referenced = await importInto(join(work, 'data-bad'), pack);
    expect(referenced.code).toBe(1);
    expect(lines(referenced.stderr)).toEqual(
      expect.arrayContaining([
        `${join(pack, 'syllabus/jee-main.json')}: /subjects/0/units/0/chapters/0/topics/0/thumb names media/posters/missing.svg, which is not in the pack`,
        `${join(pack, 'mockTests/jee-main.json')}: /tests/0 has no thumb: every tile has a picture (cli/authoring/tilePosters.ts)`,
      ]),
    );

    await edit('videos.json', (json) => {
      delete (json.videos as Record<string, unknown>[])[0]?.poster;
    });
    const unpictured = await importInto(join(work, 'data-bad'), pack);
    expect(unpictured.code).toBe(1);
    expect(lines(unpictured.stderr)).toEqual(
      expect.arrayContaining([
        `${join(pack, 'videos.json')}: /videos/0 must have required property 'poster'`,
      ]),
    );
    await Promise.all(files.map((f, i) => writeFile(join(pack, f), originals[i] ?? '')));
  });
});
