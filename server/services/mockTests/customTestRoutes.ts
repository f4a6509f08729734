import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  createCustomTestCall,
  customTestOptionsCall,
} from '../../../domain/contracts/mockTests.ts';
import { AppError } from '../../../domain/errors.ts';
import type { QuestionType } from '../../../domain/questions/questionTypes.ts';
import { formatLearnPath } from '../../../domain/rules/learnPath.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import { seededShuffle } from '../../../domain/rules/seededShuffle.ts';
import { registerCall } from '../../http/registerCall.ts';
import { texts } from '../../db/jsonColumns.ts';
import type { ChildSession } from '../../sessions/requireChild.ts';
import type { TestContext } from './TestContext.ts';
import { DEFAULT_ALERT_SECONDS, type TestDefinition } from './testDefinition.ts';

/** Bounds of a test a student makes (the spec gives none; a JEE paper is 90 questions, 3 hours). */
export const CUSTOM_TEST_LIMITS = {
  minQuestions: 5,
  maxQuestions: 90,
  minMinutes: 5,
  maxMinutes: 180,
} as const;
/** Marked as JEE Main marks its objective questions. */
export const CUSTOM_TEST_MARKING = { correct: 4, incorrect: -1, unattempted: 0 } as const;
/** A short test warns of its end this far from it (five minutes before would be most of it). */
const SHORT_TEST_ALERT_SHARE = 0.2;
/** A written answer is graded by the student; a test's marks must not be. */
const NOT_IN_TESTS: ReadonlySet<QuestionType> = new Set(['Subjective']);
const CHAPTER_PARTS = 5;

const chapterOf = (learnPath: string) => learnPath.split('--').slice(0, CHAPTER_PARTS).join('--');

/** Create your own test: the bank's questions of chosen chapters, one section a subject. */
export function customTestRoutes(app: FastifyInstance, ctx: TestContext) {
  const { store, deps } = ctx;

  /** The child's exam's syllabus, and its test questions by chapter. */
  const offer = async (child: ChildSession) => {
    const { primary_goal: goal, primary_exam: exam } = child.profile;
    if (!goal || !exam) throw new AppError('NO_EXAM');
    const examPath = formatLearnPath({ goal, exam });
    const [nodes, indexed] = await Promise.all([
      store.syllabusUnder(examPath),
      store.primaryQuestionsUnder(examPath),
    ]);
    const byChapter = new Map<string, Set<string>>();
    for (const row of indexed) {
      if (NOT_IN_TESTS.has(row.type as QuestionType)) continue;
      const chapter = chapterOf(row.learn_path);
      byChapter.set(chapter, (byChapter.get(chapter) ?? new Set()).add(row.code));
    }
    return { goal, exam, nodes, byChapter };
  };

  registerCall(app, customTestOptionsCall, async ({ query }, request) => {
    const child = await ctx.child(request);
    const { nodes, byChapter } = await offer(child);
    const subjects = nodes
      .filter((n) => n.level === 'subject')
      .map((subject) => ({
        code: subject.code,
        display_name: textIn(texts(subject.names), query.locale),
        chapters: nodes
          .filter((n) => n.level === 'chapter' && n.subject_code === subject.code)
          .map((chapter) => ({
            learn_path: chapter.learn_path,
            name: textIn(texts(chapter.names), query.locale),
            questions: byChapter.get(chapter.learn_path)?.size ?? 0,
          }))
          .filter((chapter) => chapter.questions > 0),
      }))
      .filter((subject) => subject.chapters.length > 0);
    return {
      body: {
        data: {
          subjects,
          exam_config: {
            min_questions: CUSTOM_TEST_LIMITS.minQuestions,
            max_questions: CUSTOM_TEST_LIMITS.maxQuestions,
            min_minutes: CUSTOM_TEST_LIMITS.minMinutes,
            max_minutes: CUSTOM_TEST_LIMITS.maxMinutes,
            marking: CUSTOM_TEST_MARKING,
          },
        },
      },
    };
  });

  registerCall(app, createCustomTestCall, async ({ body }, request) => {
    const child = await ctx.child(request);
    const { question_count: count, duration_minutes: minutes } = body;
    if (count < CUSTOM_TEST_LIMITS.minQuestions || count > CUSTOM_TEST_LIMITS.maxQuestions)
      throw new AppError(
        'VALIDATION_FAILED',
        `body.question_count: from ${CUSTOM_TEST_LIMITS.minQuestions} to ${CUSTOM_TEST_LIMITS.maxQuestions}`,
      );
    if (minutes < CUSTOM_TEST_LIMITS.minMinutes || minutes > CUSTOM_TEST_LIMITS.maxMinutes)
      throw new AppError(
        'VALIDATION_FAILED',
        `body.duration_minutes: from ${CUSTOM_TEST_LIMITS.minMinutes} to ${CUSTOM_TEST_LIMITS.maxMinutes}`,
      );
    const { goal, exam, nodes, byChapter } = await offer(child);
    const chapters = [...new Set(body.chapters)];
    const unknown = chapters.find((path) => !byChapter.has(path));
    if (unknown !== undefined)
      throw new AppError(
        'VALIDATION_FAILED',
        `body.chapters: ${unknown} is not a chapter of ${exam} with test questions`,
      );
    const code = `custom-${randomUUID()}`;
    // Chapters take turns, so every chosen chapter is asked about before any is asked twice.
    const pools = chapters.map((path) => seededShuffle([...(byChapter.get(path) ?? [])], code));
    const picked: { chapter: string; code: string }[] = [];
    for (let round = 0; picked.length < count; round++) {
      const before = picked.length;
      pools.forEach((pool, i) => {
        const question = pool[round];
        if (question !== undefined && picked.length < count)
          picked.push({ chapter: chapters[i] ?? '', code: question });
      });
      if (picked.length === before) throw new AppError('TOO_FEW_QUESTIONS');
    }
    const nodeOf = new Map(nodes.map((n) => [n.learn_path, n]));
    const subjectOf = (chapter: string) => nodeOf.get(chapter)?.subject_code ?? '';
    const subjects = [...new Set(picked.map((p) => subjectOf(p.chapter)))];
    /** A subject's name in English and Hindi (the languages every paper is written in). */
    const nameOf = (subject: string) => {
      const names = texts(nodeOf.get(formatLearnPath({ goal, exam, subject }))?.names ?? null);
      return { en: textIn(names, 'en') || subject, hi: textIn(names, 'hi') || subject };
    };
    const definition: TestDefinition = {
      code,
      type: 'custom_test',
      goal,
      exam,
      title: {
        en: subjects.map((s) => nameOf(s).en).join(', '),
        hi: subjects.map((s) => nameOf(s).hi).join(', '),
      },
      // The runner shows its own general instructions; a made-up test adds none.
      instructions: [],
      version: 1,
      durationSeconds: minutes * 60,
      autoSubmitAlertAtSeconds: Math.min(
        DEFAULT_ALERT_SECONDS,
        minutes * 60 * SHORT_TEST_ALERT_SHARE,
      ),
      uiStyle: 'dark',
      paperSets: 1,
      sectionLocking: false,
      markingSchemes: { objective: CUSTOM_TEST_MARKING },
      sections: subjects.map((subject) => ({
        code: subject,
        name: nameOf(subject),
        subject,
        markingScheme: 'objective',
        questions: picked.filter((p) => subjectOf(p.chapter) === subject).map((p) => p.code),
      })),
    };
    await store.insertCustomTest({
      code,
      child_id: child.profile.id,
      exam_code: exam,
      content: JSON.stringify(definition),
      created_at: deps.clock(),
    });
    return { body: { data: { code } } };
  });
}
