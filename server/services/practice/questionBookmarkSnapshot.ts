import type { BookmarkSnapshot } from '../../../domain/bookmarks/bookmarkSnapshot.ts';
import { PRACTICE_HOME_PATH, practiceSummaryHref } from '../../../domain/practice/practiceLinks.ts';
import { formatLearnPath, parseLearnPath } from '../../../domain/rules/learnPath.ts';
import { texts } from '../../db/jsonColumns.ts';
import type { PracticeContext } from './PracticeContext.ts';
import type { QuestionRow } from './practiceStore.ts';

/** A bookmarked question is listed by the start of its text, this many characters at most. */
export const QUESTION_TITLE_MAX = 140;

const clip = (value: string) =>
  value.length <= QUESTION_TITLE_MAX ? value : `${value.slice(0, QUESTION_TITLE_MAX - 1)}…`;

/** The question's text per locale, clipped (formulas stay as written: the list shows text only). */
function titlesOf(question: QuestionRow): Record<string, string> {
  const body = (JSON.parse(question.content) as { body?: unknown }).body;
  if (typeof body !== 'object' || body === null) return { en: question.code };
  const titles: Record<string, string> = {};
  for (const [locale, value] of Object.entries(body))
    if (typeof value === 'string') titles[locale] = clip(value);
  return titles;
}

/**
 * The server's snapshot of a question being bookmarked: its text, subject and chapter where the
 * child's exam teaches it, and its topic's practice summary to open (practise it again).
 */
export async function questionBookmarkSnapshot(
  ctx: PracticeContext,
  question: QuestionRow,
  exam: string | null,
): Promise<{ snapshot: BookmarkSnapshot; subject: string | null }> {
  const places = await ctx.store.placesOfQuestion(question.code);
  const place = places.find((p) => parseLearnPath(p).exam === exam) ?? places[0];
  const parts = place === undefined ? {} : parseLearnPath(place);
  const [subjectNode, chapterNode] = await Promise.all([
    parts.subject === undefined
      ? undefined
      : ctx.content.node(
          formatLearnPath({ ...parts, unit: undefined, chapter: undefined, topic: undefined }),
        ),
    parts.chapter === undefined
      ? undefined
      : ctx.content.node(formatLearnPath({ ...parts, topic: undefined })),
  ]);
  return {
    snapshot: {
      titles: titlesOf(question),
      subject: {
        code: question.subject_code,
        names: subjectNode ? texts(subjectNode.names) : { en: question.subject_code },
      },
      ...(chapterNode && { chapter: texts(chapterNode.names) }),
      target:
        place === undefined
          ? { kind: 'path', path: PRACTICE_HOME_PATH }
          : { kind: 'path', path: practiceSummaryHref(place) },
    },
    subject: question.subject_code,
  };
}
