import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { formatLearnPath } from '../../domain/rules/learnPath.ts';
import { checkTestReferences } from './checkTestReferences.ts';
import type { ContentIssue } from './contentSchemas.ts';
import { shownPath, type ContentPack } from './ContentPack.ts';

/**
 * What the schemas cannot see: every code, learn path and media file a document names exists in
 * the pack. Each problem names its file and JSON pointer, like a schema error.
 */
export function checkContentReferences(
  pack: ContentPack,
  files: {
    syllabusFiles: readonly string[];
    questionFiles: readonly string[];
    testFiles: readonly string[];
  },
): ContentIssue[] {
  const { syllabusFiles, questionFiles, testFiles } = files;
  const issues: ContentIssue[] = [];
  const problem = (file: string, pointer: string, message: string) =>
    issues.push({ file: shownPath(join(pack.dir, file)), pointer, message });

  const goalOf = new Map(pack.goalsExams.exams.map((e) => [e.code, e.goal]));
  const concepts = new Set(pack.concepts.concepts.map((c) => c.code));
  /** Learn paths by level, built from the syllabi. */
  const chapters = new Set<string>();
  const topics = new Set<string>();
  const subjectsOfExam = new Map<string, Set<string>>();

  const hasMedia = (path: string) => existsSync(join(pack.dir, path));
  const media = (file: string, pointer: string, path: string) => {
    if (!hasMedia(path)) problem(file, pointer, `names ${path}, which is not in the pack`);
  };

  pack.syllabi.forEach((syllabus, s) => {
    const file = `syllabus/${syllabusFiles[s] ?? ''}`;
    const goal = goalOf.get(syllabus.exam);
    if (!goal)
      return problem(
        file,
        '/exam',
        `names exam "${syllabus.exam}", which goals-exams.json does not list`,
      );
    subjectsOfExam.set(syllabus.exam, new Set(syllabus.subjects.map((x) => x.code)));
    // Every subject, chapter and topic is a tile somewhere, and every tile has a picture.
    syllabus.subjects.forEach((subject, i) => {
      media(file, `/subjects/${i}/thumb`, subject.thumb);
      subject.units.forEach((unit, j) =>
        unit.chapters.forEach((chapter, k) => {
          const parts = { goal, exam: syllabus.exam, subject: subject.code, unit: unit.code };
          const at = `/subjects/${i}/units/${j}/chapters/${k}`;
          media(file, `${at}/thumb`, chapter.thumb);
          chapters.add(formatLearnPath({ ...parts, chapter: chapter.code }));
          chapter.topics.forEach((topic, l) => {
            media(file, `${at}/topics/${l}/thumb`, topic.thumb);
            topics.add(formatLearnPath({ ...parts, chapter: chapter.code, topic: topic.code }));
            topic.concepts.forEach((code, m) => {
              if (!concepts.has(code))
                problem(
                  file,
                  `/subjects/${i}/units/${j}/chapters/${k}/topics/${l}/concepts/${m}`,
                  `names concept "${code}", which concepts.json does not list`,
                );
            });
          });
        }),
      );
    });
  });

  pack.concepts.concepts.forEach((concept, i) =>
    (concept.prerequisites ?? []).forEach((code, j) => {
      if (!concepts.has(code))
        problem(
          'concepts.json',
          `/concepts/${i}/prerequisites/${j}`,
          `names unknown concept "${code}"`,
        );
    }),
  );

  pack.books.books.forEach((book, i) => {
    const at = `/books/${i}`;
    if (!goalOf.has(book.exam))
      problem('books.json', `${at}/exam`, `names unknown exam "${book.exam}"`);
    if (book.subject && !subjectsOfExam.get(book.exam)?.has(book.subject))
      problem(
        'books.json',
        `${at}/subject`,
        `names subject "${book.subject}", not one of ${book.exam}`,
      );
    media('books.json', `${at}/cover`, book.cover);
    book.chapters.forEach((chapter, j) => {
      if (!chapters.has(chapter.learnPath))
        problem('books.json', `${at}/chapters/${j}/learnPath`, `is not a chapter of the syllabus`);
      chapter.sections.forEach((section, k) => {
        if (!topics.has(section) || !section.startsWith(`${chapter.learnPath}--`))
          problem(
            'books.json',
            `${at}/chapters/${j}/sections/${k}`,
            `is not a topic of this chapter`,
          );
      });
    });
  });

  const videoIds = new Set<string>();
  pack.videos.videos.forEach((video, i) => {
    const at = `/videos/${i}`;
    videoIds.add(video.id);
    video.learnPaths.forEach((path, j) => {
      if (!topics.has(path))
        problem('videos.json', `${at}/learnPaths/${j}`, 'is not a topic of the syllabus');
    });
    [...video.concepts, ...video.annotations.map((a) => a.concept)].forEach((code) => {
      if (!concepts.has(code)) problem('videos.json', at, `names unknown concept "${code}"`);
    });
    for (const [quality, path] of Object.entries(video.renditions) as [string, string][])
      media('videos.json', `${at}/renditions/${quality}`, path);
    video.thumbs.forEach((path, j) => media('videos.json', `${at}/thumbs/${j}`, path));
    media('videos.json', `${at}/poster`, video.poster);
    if (video.trailer) media('videos.json', `${at}/trailer`, video.trailer);
    for (const [lang, path] of Object.entries(video.subtitles) as [string, string][])
      media('videos.json', `${at}/subtitles/${lang}`, path);
  });

  pack.banners.banners.forEach((banner, i) => {
    const at = `/banners/${i}`;
    media('banners.json', `${at}/image`, banner.image);
    if (
      banner.exam &&
      (!goalOf.has(banner.exam) || (banner.goal && goalOf.get(banner.exam) !== banner.goal))
    )
      problem('banners.json', `${at}/exam`, `is not an exam of goal ${banner.goal ?? '(any)'}`);
    if ('video' in banner.target && !videoIds.has(banner.target.video))
      problem('banners.json', `${at}/target/video`, `names unknown video "${banner.target.video}"`);
  });
  const codes = new Set<string>();
  const questionExams = new Map<string, Set<string>>();
  pack.questions.forEach((file, f) => {
    const name = `questions/${questionFiles[f] ?? ''}`;
    const check = (
      q: {
        code: string;
        learnPaths: string[];
        primaryConcept: string;
        secondaryConcepts?: string[];
      },
      at: string,
    ) => {
      if (codes.has(q.code)) problem(name, `${at}/code`, `repeats question code ${q.code}`);
      codes.add(q.code);
      questionExams.set(q.code, new Set(q.learnPaths.map((path) => path.split('--')[1] ?? '')));
      q.learnPaths.forEach((path, j) => {
        if (!topics.has(path))
          problem(name, `${at}/learnPaths/${j}`, 'is not a topic of the syllabus');
      });
      for (const code of [q.primaryConcept, ...(q.secondaryConcepts ?? [])])
        if (!concepts.has(code)) problem(name, at, `names unknown concept "${code}"`);
    };
    file.questions.forEach((q, i) => {
      check(q, `/questions/${i}`);
      if (q.type === 'LinkedComprehension')
        q.parts.forEach((part, j) => check(part, `/questions/${i}/parts/${j}`));
    });
  });
  checkTestReferences(
    // The folder is mockTests/ (readContentPack TESTS_DIR): problems name the file where it is.
    pack.tests.map((tests, f) => ({ name: `mockTests/${testFiles[f] ?? ''}`, tests })),
    { goalOf, chapters, subjectsOfExam, questionExams, hasMedia },
    problem,
  );
  return issues;
}
