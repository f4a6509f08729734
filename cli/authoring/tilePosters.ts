/**
 * Draws the tile posters of the content pack and names them in the pack's documents.
 *
 *   npx tsx cli/authoring/tilePosters.ts
 *
 * Every subject, chapter and topic of every syllabus, every lesson and every test paper gets an SVG
 * poster in content/media/posters/ (drawn by posterSvg.ts: the subject's colour and motif, the
 * layout chosen from the poster's name, no words), and its document names it: `thumb` in the
 * syllabus and mock-test files, `poster` in videos.json. The output depends on the pack alone, so a
 * rerun after adding a chapter or lesson changes only what is new; the folder is drawn afresh each
 * time, so a poster of something removed goes with it. Run `npx abhyas content check` after.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { formatLearnPath } from '../../domain/rules/learnPath.ts';
import { REPO_ROOT } from '../brands/loadBrands.ts';
import { EXIT } from '../exitCodes.ts';
import { lessonPosterPath, nodePosterPath, POSTERS_DIR, testPosterPath } from './posterPaths.ts';
import { nodePoster, testPoster } from './posterSvg.ts';

const CONTENT_DIR = join(REPO_ROOT, 'content');

type Doc = Record<string, unknown>;
interface Named extends Doc {
  code: string;
}
interface Syllabus extends Doc {
  exam: string;
  subjects: (Named & { units: (Named & { chapters: (Named & { topics: Named[] })[] })[] })[];
}

/** The document with `key` set right after `after`, so the files read in a sensible order. */
function placed<T extends Doc>(doc: T, after: string, key: string, value: string): T {
  const out: Doc = {};
  for (const [k, v] of Object.entries(doc)) {
    if (k === key) continue;
    out[k] = v;
    if (k === after) out[key] = value;
  }
  if (!(key in out)) out[key] = value;
  return out as T;
}

const readJson = async <T>(path: string) => JSON.parse(await readFile(path, 'utf8')) as T;

/**
 * Hand-kept files keep each object on its own lines; videos.json is written compact, as
 * lessonVideos.ts writes it, so the two scripts never reformat each other's output.
 */
async function writeJson(path: string, value: unknown, compact = false) {
  // Formatted as the repository's Prettier would, so `prettier --check` passes on the output.
  const options = (await resolveConfig(path)) ?? {};
  await writeFile(
    path,
    await format(JSON.stringify(value, null, compact ? 0 : 2), { ...options, parser: 'json' }),
  );
}

async function main(): Promise<number> {
  const posters = new Map<string, string>();
  const goals = await readJson<{ exams: { code: string; goal: string }[] }>(
    join(CONTENT_DIR, 'goals-exams.json'),
  );
  const goalOf = new Map(goals.exams.map((e) => [e.code, e.goal]));

  const syllabusDir = join(CONTENT_DIR, 'syllabus');
  for (const file of (await readdir(syllabusDir)).filter((f) => f.endsWith('.json')).sort()) {
    const path = join(syllabusDir, file);
    const syllabus = await readJson<Syllabus>(path);
    const at = { goal: goalOf.get(syllabus.exam) ?? '', exam: syllabus.exam };
    const pictured = (node: Named, parts: Parameters<typeof formatLearnPath>[0]) => {
      const learnPath = formatLearnPath({ ...at, ...parts });
      const subject = parts.subject ?? '';
      const square = parts.unit === undefined;
      posters.set(
        nodePosterPath(learnPath),
        nodePoster(learnPath, subject, square ? 'square' : 'poster'),
      );
      return nodePosterPath(learnPath);
    };
    syllabus.subjects = syllabus.subjects.map((s) =>
      placed(
        {
          ...s,
          units: s.units.map((u) => ({
            ...u,
            chapters: u.chapters.map((c) => {
              const chapter = { subject: s.code, unit: u.code, chapter: c.code };
              return placed(
                {
                  ...c,
                  topics: c.topics.map((t) =>
                    placed(t, 'name', 'thumb', pictured(t, { ...chapter, topic: t.code })),
                  ),
                },
                'name',
                'thumb',
                pictured(c, chapter),
              );
            }),
          })),
        },
        'name',
        'thumb',
        pictured(s, { subject: s.code }),
      ),
    );
    await writeJson(path, syllabus);
  }

  const videosPath = join(CONTENT_DIR, 'videos.json');
  const videos = await readJson<{ videos: (Doc & { id: string; learnPaths: string[] })[] }>(
    videosPath,
  );
  videos.videos = videos.videos.map((video) => {
    const subject = (video.learnPaths[0] ?? '').split('--')[2] ?? '';
    posters.set(lessonPosterPath(video.id), nodePoster(video.id, subject, 'poster'));
    return placed(video, 'thumbs', 'poster', lessonPosterPath(video.id));
  });
  await writeJson(videosPath, videos, true);

  const testsDir = join(CONTENT_DIR, 'mockTests');
  for (const file of (await readdir(testsDir)).filter((f) => f.endsWith('.json')).sort()) {
    const path = join(testsDir, file);
    const doc = await readJson<{
      tests: (Doc & { code: string; sections: { subject: string }[] })[];
    }>(path);
    doc.tests = doc.tests.map((test) => {
      posters.set(
        testPosterPath(test.code),
        testPoster(
          test.code,
          test.sections.map((s) => s.subject),
        ),
      );
      return placed(test, 'title', 'thumb', testPosterPath(test.code));
    });
    await writeJson(path, doc);
  }

  await rm(join(CONTENT_DIR, POSTERS_DIR), { recursive: true, force: true });
  for (const [path, svg] of posters) {
    const file = join(CONTENT_DIR, path);
    await mkdir(join(file, '..'), { recursive: true });
    await writeFile(file, svg);
  }
  console.log(
    `wrote ${posters.size} posters in ${relative(REPO_ROOT, join(CONTENT_DIR, POSTERS_DIR))}/`,
  );
  return EXIT.ok;
}

process.exitCode = await main();
