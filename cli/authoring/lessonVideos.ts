/**
 * Turns the lesson sources in content/lessons/ into lesson videos and writes content/videos.json.
 *
 *   npx tsx cli/authoring/lessonVideos.ts [lesson ids…]
 *
 * Named lessons (all when none is named) are rebuilt into content/media/videos/<id>/: two
 * renditions, three poster frames, a silent trailer and English and Hindi subtitles. videos.json
 * always lists every lesson; for a lesson not rebuilt its timing is taken from its narration again
 * (espeak-ng is deterministic) and its length from its existing 480p file.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { EXIT } from '../exitCodes.ts';
import { REPO_ROOT } from '../brands/loadBrands.ts';
import { formatIssue, schemaIssues } from '../../server/content/contentSchemas.ts';

const CONTENT_DIR = join(REPO_ROOT, 'content');
import {
  encodeRendition,
  encodeTrailer,
  FPS,
  joinAudio,
  RENDITIONS,
  type Still,
} from './encodeVideo.ts';
import { allLessonIds, loadLessons, type Lesson, type Text } from './lessonSource.ts';
import { probeDuration } from './mediaTools.ts';
import { lessonPosterPath } from './posterPaths.ts';
import { narrate, type Segment } from './narration.ts';
import { slideHtml } from './slideHtml.ts';
import { SlideRenderer } from './slideRenderer.ts';
import { splitCueTexts, timeCues, webVtt, type Cue } from './subtitles.ts';

const MEDIA_DIR = join(CONTENT_DIR, 'media/videos');
const VIDEOS_FILE = join(CONTENT_DIR, 'videos.json');
const THUMB_COUNT = 3;

/** A lesson's entry in videos.json (videos.schema.json#/$defs/video). */
interface VideoEntry {
  id: string;
  title: Text;
  description: Text;
  learnPaths: string[];
  concepts: string[];
  durationSeconds: number;
  public: boolean;
  renditions: Record<string, string>;
  thumbs: string[];
  /** The tile's picture, drawn by tilePosters.ts (a slide's frame is mostly white at tile size). */
  poster: string;
  trailer: string;
  subtitles: { en: string; hi: string };
  annotations: { at: number; concept: string }[];
}

/** Paths in videos.json are relative to content/, as the pack serves them. */
function mediaPath(id: string, file: string): string {
  return `media/videos/${id}/${file}`;
}

/** Slides for the poster frames: the opening, the middle and the closing one, all different. */
function thumbSlides(count: number): number[] {
  const picks = [0, Math.round((count - 1) / 2), count - 1];
  return [...new Set(picks)].slice(0, THUMB_COUNT);
}

/** Both subtitle files share the slide timing; each language is cut into its own cues. */
function cuesFor(lesson: Lesson, segments: readonly Segment[], language: 'en' | 'hi'): Cue[] {
  return lesson.slides.flatMap((slide, i) => {
    const segment = segments[i];
    if (!segment) throw new Error(`${lesson.id}: slide ${i + 1} has no narration segment`);
    return timeCues(
      splitCueTexts(slide.narration[language]),
      segment.speechStart,
      segment.speechEnd,
    );
  });
}

/** Renders, narrates and encodes one lesson into its media folder. */
async function buildLesson(
  lesson: Lesson,
  renderer: SlideRenderer,
  workDir: string,
): Promise<Segment[]> {
  const outDir = join(MEDIA_DIR, lesson.id);
  // Start from an empty folder so no file of an earlier build (e.g. a fourth thumb) lingers.
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });

  const pages = lesson.slides.map((slide, index) =>
    slideHtml(slide, { lessonTitle: lesson.title.en, index, count: lesson.slides.length }),
  );
  const pngFiles = pages.map((_, i) => join(workDir, `slide-${i + 1}.png`));
  for (const [i, html] of pages.entries()) {
    await renderer.renderStill(html, pngFiles[i] ?? '', `${lesson.id} slide ${i + 1}`);
  }
  for (const [n, slide] of thumbSlides(pages.length).entries()) {
    await renderer.renderThumb(pages[slide] ?? '', join(outDir, `thumb-${n + 1}.jpg`));
  }

  const segments = await narrate(
    lesson.slides.map((s) => s.narration.en),
    workDir,
    FPS,
  );
  const narrationWav = await joinAudio(
    segments.map((s) => s.wavFile),
    workDir,
  );
  const stills: Still[] = segments.map((s, i) => ({
    pngFile: pngFiles[i] ?? '',
    frames: s.frames,
  }));
  // The renditions and the trailer do not depend on each other: encode them side by side.
  await Promise.all([
    ...RENDITIONS.map((r) =>
      encodeRendition(r, stills, narrationWav, join(outDir, `${r.name}.mp4`)),
    ),
    encodeTrailer(pngFiles, join(outDir, 'trailer.mp4')),
  ]);

  await writeFile(join(outDir, 'en.vtt'), webVtt(cuesFor(lesson, segments, 'en')));
  await writeFile(join(outDir, 'hi.vtt'), webVtt(cuesFor(lesson, segments, 'hi')));
  return segments;
}

/** The videos.json entry of a lesson whose media folder is complete. */
async function videoEntry(lesson: Lesson, segments: readonly Segment[]): Promise<VideoEntry> {
  const { id } = lesson;
  const files = [
    ...RENDITIONS.map((r) => `${r.name}.mp4`),
    ...thumbSlides(lesson.slides.length).map((_, n) => `thumb-${n + 1}.jpg`),
    'trailer.mp4',
    'en.vtt',
    'hi.vtt',
  ];
  const missing = files.filter((f) => !existsSync(join(MEDIA_DIR, id, f)));
  if (missing.length > 0) {
    throw new Error(`${id}: ${missing.join(', ')} missing; rebuild with: lessonVideos.ts ${id}`);
  }
  const seconds = await probeDuration(join(MEDIA_DIR, id, '480p.mp4'));
  // A source edited since its video was built would get annotation times that miss the video.
  const narrated = segments.reduce((sum, s) => sum + s.duration, 0);
  if (Math.abs(seconds - narrated) > 0.05) {
    throw new Error(
      `${id}: the video (${seconds.toFixed(2)} s) no longer matches its narration ` +
        `(${narrated.toFixed(2)} s); rebuild with: lessonVideos.ts ${id}`,
    );
  }
  return {
    id,
    title: lesson.title,
    description: lesson.description,
    learnPaths: lesson.learnPaths,
    concepts: lesson.concepts,
    durationSeconds: round2(seconds),
    public: lesson.public,
    renditions: Object.fromEntries(
      [...RENDITIONS]
        .sort((a, b) => a.height - b.height)
        .map((r) => [r.name, mediaPath(id, `${r.name}.mp4`)]),
    ),
    thumbs: thumbSlides(lesson.slides.length).map((_, n) => mediaPath(id, `thumb-${n + 1}.jpg`)),
    poster: lessonPosterPath(id),
    trailer: mediaPath(id, 'trailer.mp4'),
    subtitles: { en: mediaPath(id, 'en.vtt'), hi: mediaPath(id, 'hi.vtt') },
    // The pause falls where the next slide begins: the slide just explained has been heard whole.
    annotations: lesson.annotations.map((a) => ({
      at: round2(segments[a.afterSlide + 1]?.start ?? 0),
      concept: a.concept,
    })),
  };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

async function folderBytes(dir: string): Promise<number> {
  if (!existsSync(dir)) return 0;
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? await folderBytes(path) : (await stat(path)).size;
  }
  return total;
}

async function fileKb(id: string, file: string): Promise<string> {
  return `${((await stat(join(MEDIA_DIR, id, file))).size / 1000).toFixed(0)} kB`;
}

/** The per-lesson report line: length and what each kind of file weighs. */
async function reportLine(entry: VideoEntry, rebuilt: boolean): Promise<string> {
  const { id } = entry;
  let thumbs = 0;
  for (const t of entry.thumbs) thumbs += (await stat(join(CONTENT_DIR, t))).size;
  const parts = [
    `${id.padEnd(24)} ${entry.durationSeconds.toFixed(2).padStart(6)} s`,
    ...(await Promise.all(
      RENDITIONS.map(async (r) => `${r.name} ${await fileKb(id, `${r.name}.mp4`)}`),
    )),
    `trailer ${await fileKb(id, 'trailer.mp4')}`,
    `thumbs ${(thumbs / 1000).toFixed(0)} kB`,
    `all ${((await folderBytes(join(MEDIA_DIR, id))) / 1000).toFixed(0)} kB`,
    rebuilt ? 'built' : 'kept',
  ];
  return parts.join('  ');
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.some((a) => a.startsWith('-'))) {
    console.error('usage: npx tsx cli/authoring/lessonVideos.ts [lesson ids…]');
    return EXIT.usage;
  }
  const allIds = allLessonIds();
  const unknown = args.filter((id) => !allIds.includes(id));
  if (unknown.length > 0) {
    console.error(`no lesson source for: ${unknown.join(', ')} (looked in content/lessons/)`);
    return EXIT.usage;
  }
  const selected = new Set(args.length > 0 ? args : allIds);

  // Every source is checked, not only the named ones: videos.json is written from all of them.
  const { lessons, issues } = loadLessons(allIds);
  if (issues.length > 0) {
    for (const issue of issues) console.error(formatIssue(issue));
    return EXIT.invalid;
  }

  const entries: VideoEntry[] = [];
  const renderer = await SlideRenderer.launch();
  try {
    for (const lesson of lessons) {
      const workDir = await mkdtemp(join(tmpdir(), `abhyas-lesson-${lesson.id}-`));
      try {
        const rebuilt = selected.has(lesson.id);
        const segments = rebuilt
          ? await buildLesson(lesson, renderer, workDir)
          : await narrate(
              lesson.slides.map((s) => s.narration.en),
              workDir,
              FPS,
            );
        const entry = await videoEntry(lesson, segments);
        entries.push(entry);
        console.log(await reportLine(entry, rebuilt));
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    }
  } finally {
    await renderer.close();
  }

  const videos = { $schema: '../schemas/content/videos.schema.json', videos: entries };
  const file = relative(REPO_ROOT, VIDEOS_FILE);
  const problems = schemaIssues(file, 'videos', videos);
  if (problems.length > 0) {
    for (const issue of problems) console.error(formatIssue(issue));
    return EXIT.invalid;
  }
  // Formatted as the repository's Prettier would, so `prettier --check` passes on the output.
  const options = (await resolveConfig(VIDEOS_FILE)) ?? {};
  await writeFile(
    VIDEOS_FILE,
    await format(JSON.stringify(videos), { ...options, parser: 'json' }),
  );

  const seconds = entries.reduce((sum, e) => sum + e.durationSeconds, 0);
  const bytes = await folderBytes(MEDIA_DIR);
  console.log(
    `total: ${entries.length} videos, ${Math.floor(seconds / 60)} min ${(seconds % 60).toFixed(1)} s, ` +
      `${(bytes / 1e6).toFixed(2)} MB in ${relative(REPO_ROOT, MEDIA_DIR)}/; wrote ${file}`,
  );
  return EXIT.ok;
}

try {
  process.exitCode = await main();
} catch (error) {
  // A failed tool or a stale video: one clear line is more use to an author than a stack trace.
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = EXIT.invalid;
}
