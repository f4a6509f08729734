import type { FastifyInstance } from 'fastify';
import { revisionListCall, type RevisionItem } from '../../../domain/contracts/revisionList.ts';
import {
  groupRevisionList,
  latestAnswers,
  questionTitle,
  revisionEntries,
  type RevisionAnswer,
  type RevisionPlace,
} from '../../../domain/practice/revisionList.ts';
import type { BankQuestion } from '../../../domain/questions/questionTypes.ts';
import { questionBody } from '../../../domain/questions/serveQuestion.ts';
import { LEARN_PATH_SEPARATOR } from '../../../domain/rules/learnPath.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import { texts } from '../../db/jsonColumns.ts';
import { registerCall } from '../../http/registerCall.ts';
import type { ChildSession } from '../../sessions/requireChild.ts';
import type { PracticeContext } from './PracticeContext.ts';
import type { TestAnswers } from './TestAnswers.ts';

/** Content's reactions name a question's bookmark by this type. */
const QUESTION = 'Question';
/** A child's question bookmarks read at most (far more than anyone revises). */
export const REVISION_BOOKMARKS_MAX = 1000;
/** goal--exam--subject and goal--exam--subject--unit--chapter. */
const SUBJECT_DEPTH = 3;
const CHAPTER_DEPTH = 5;

const cutPath = (learnPath: string, depth: number) =>
  learnPath.split(LEARN_PATH_SEPARATOR).slice(0, depth).join(LEARN_PATH_SEPARATOR);

/** The question's place in the child's exam when it has one there, else its first. */
function learnPathFor(question: BankQuestion, child: ChildSession): string {
  const exam = child.profile.primary_exam;
  const inExam = question.learnPaths.find(
    (p) => exam !== null && p.split(LEARN_PATH_SEPARATOR)[1] === exam,
  );
  return inExam ?? question.learnPaths[0] ?? '';
}

/** A question's text as a short title; a passage stands for a linked comprehension. */
export function titleOf(question: BankQuestion, locale: string): string {
  const text =
    question.type === 'LinkedComprehension'
      ? textIn(question.passage, locale)
      : questionBody(question, locale);
  return questionTitle(text);
}

/**
 * The revision list (issue 14; rule in domain/practice/revisionList.ts): practice answers from
 * the child's sessions, test answers from the test service's reader, bookmarks from content's.
 */
export function revisionRoutes(app: FastifyInstance, ctx: PracticeContext, tests: TestAnswers) {
  const { store } = ctx;

  registerCall(app, revisionListCall, async ({ query }, request) => {
    const child = await ctx.child(request);
    const childId = child.profile.id;
    const [practised, tested, bookmarks] = await Promise.all([
      store.childAnswers(childId),
      tests.answers(child, query.locale),
      ctx.content.bookmarks(
        childId,
        { contentType: QUESTION },
        { offset: 0, size: REVISION_BOOKMARKS_MAX },
      ),
    ]);
    const answers: RevisionAnswer[] = [
      ...practised.map((a) => ({
        code: a.code,
        correct: a.correct === 1,
        at: a.answered_at ?? 0,
        source: { kind: 'practice' as const },
      })),
      ...tested
        .filter((t) => t.result !== 'unattempted')
        .map((t) => ({
          code: t.code,
          correct: t.result === 'correct',
          at: t.at,
          source: { kind: 'test' as const, title: t.testTitle, sessionId: t.sessionId },
        })),
    ];
    const entries = revisionEntries(
      answers,
      bookmarks.map((b) => ({ code: b.content_id, at: b.bookmarked_at ?? b.updated_at })),
    );
    const latest = latestAnswers(answers);
    /** Where the latest answer was given, so the question opens as then answered. */
    const seenIn = (code: string): RevisionItem['seen_in'] => {
      const last = latest.get(code);
      if (last) return last.source.kind;
      if (practised.some((a) => a.code === code)) return 'practice';
      return tested.some((t) => t.code === code) ? 'test' : null;
    };

    const questions = new Map(
      (await store.questions(entries.map((e) => e.code))).map((row) => [
        row.code,
        { subject: row.subject_code, question: JSON.parse(row.content) as BankQuestion },
      ]),
    );
    const names = new Map<string, string>();
    const nameOf = async (path: string) => {
      if (!names.has(path)) {
        const node = await ctx.content.node(path);
        names.set(path, node ? textIn(texts(node.names), query.locale) : path);
      }
      return names.get(path) ?? path;
    };

    const items: (RevisionItem & { place: RevisionPlace })[] = [];
    for (const entry of entries) {
      const found = questions.get(entry.code);
      // A question the pack no longer has cannot be revised.
      if (!found) continue;
      const { question } = found;
      const learnPath = learnPathFor(question, child);
      const subjectPath = cutPath(learnPath, SUBJECT_DEPTH);
      const chapterPath = cutPath(learnPath, CHAPTER_DEPTH);
      items.push({
        code: entry.code,
        category: question.type,
        title: titleOf(question, query.locale),
        at: entry.at,
        reasons: entry.reasons.map((r) => ({ kind: r.kind, at: r.at, test_title: r.testTitle })),
        seen_in: seenIn(entry.code),
        learn_path: chapterPath,
        place: {
          subject: { code: found.subject, name: await nameOf(subjectPath) },
          chapter: { code: chapterPath, name: await nameOf(chapterPath) },
        },
      });
    }

    const subjects = groupRevisionList(items, (i) => i.place, 0).map((s) => ({
      code: s.code,
      name: s.name,
      count: s.count,
    }));
    const shown = query.subject
      ? items.filter((i) => i.place.subject.code === query.subject)
      : items;
    const strip = ({ place: _place, ...item }: RevisionItem & { place: RevisionPlace }) => item;
    return {
      body: {
        data: {
          total: shown.length,
          subjects,
          recent: shown.slice(0, query.size).map(strip),
          groups: groupRevisionList(shown, (i) => i.place, query.size).map((s) => ({
            code: s.code,
            name: s.name,
            count: s.count,
            chapters: s.chapters.map((c) => ({
              code: c.code,
              name: c.name,
              count: c.count,
              items: c.items.map(strip),
            })),
          })),
        },
      },
    };
  });
}
