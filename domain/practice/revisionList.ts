/**
 * The revision list (issue 14, `/user-home/revision-lists`; the spec names the route only): the
 * questions a student should look at again.
 *
 * The rule: a question is on the list when the student's latest answer to it, in practice or in
 * a test whose results are out, was wrong — a later right answer anywhere takes it off — or when
 * it is bookmarked. Unanswered questions (skipped, left blank in a test) neither put a question
 * on nor take it off. Ties in time are broken in favour of the right answer, so the same moment
 * never keeps a question on.
 */

/** Why a question is on the list. */
export const REVISION_REASONS = ['practice_wrong', 'test_wrong', 'bookmarked'] as const;
export type RevisionReasonKind = (typeof REVISION_REASONS)[number];

/** One answer the student gave to a question, in practice or in a submitted test. */
export interface RevisionAnswer {
  code: string;
  correct: boolean;
  /** When it was answered (a test's answers: when the test was submitted), epoch ms. */
  at: number;
  source: { kind: 'practice' } | { kind: 'test'; title: string; sessionId: string };
}

export interface RevisionBookmark {
  code: string;
  at: number;
}

export interface RevisionReason {
  kind: RevisionReasonKind;
  at: number;
  /** The test's title, for `test_wrong`. */
  testTitle: string | null;
}

export interface RevisionEntry {
  code: string;
  /** The latest of its reasons: the list is newest first by it. */
  at: number;
  reasons: RevisionReason[];
}

/** The latest answer to each question; at the same moment a right answer wins. */
export function latestAnswers(answers: readonly RevisionAnswer[]): Map<string, RevisionAnswer> {
  const latest = new Map<string, RevisionAnswer>();
  for (const answer of answers) {
    const kept = latest.get(answer.code);
    if (!kept || answer.at > kept.at || (answer.at === kept.at && answer.correct && !kept.correct))
      latest.set(answer.code, answer);
  }
  return latest;
}

/** The list's entries, newest first (then by code, so the order is stable). */
export function revisionEntries(
  answers: readonly RevisionAnswer[],
  bookmarks: readonly RevisionBookmark[],
): RevisionEntry[] {
  const entries = new Map<string, RevisionEntry>();
  const add = (code: string, reason: RevisionReason) => {
    const entry = entries.get(code) ?? { code, at: reason.at, reasons: [] };
    entry.reasons.push(reason);
    entry.at = Math.max(entry.at, reason.at);
    entries.set(code, entry);
  };
  for (const answer of latestAnswers(answers).values()) {
    if (answer.correct) continue;
    add(
      answer.code,
      answer.source.kind === 'practice'
        ? { kind: 'practice_wrong', at: answer.at, testTitle: null }
        : { kind: 'test_wrong', at: answer.at, testTitle: answer.source.title },
    );
  }
  for (const bookmark of bookmarks)
    add(bookmark.code, { kind: 'bookmarked', at: bookmark.at, testTitle: null });
  return [...entries.values()].sort((a, b) => b.at - a.at || a.code.localeCompare(b.code));
}

/** Where a question sits: its subject and chapter, each with a code and a name to show. */
export interface RevisionPlace {
  subject: { code: string; name: string };
  chapter: { code: string; name: string };
}

export interface RevisionChapter<T> {
  code: string;
  name: string;
  count: number;
  items: T[];
}

export interface RevisionSubject<T> {
  code: string;
  name: string;
  count: number;
  chapters: RevisionChapter<T>[];
}

/**
 * Groups items (newest first) by subject, then chapter. Every item is counted; only the first
 * `size` items of the whole list are kept in the groups, so a short preview still has true counts.
 * Subjects and chapters keep the order of their newest item.
 */
export function groupRevisionList<T>(
  items: readonly T[],
  placeOf: (item: T) => RevisionPlace,
  size: number,
): RevisionSubject<T>[] {
  const subjects = new Map<string, RevisionSubject<T>>();
  items.forEach((item, index) => {
    const place = placeOf(item);
    let subject = subjects.get(place.subject.code);
    if (!subject) {
      subject = { ...place.subject, count: 0, chapters: [] };
      subjects.set(place.subject.code, subject);
    }
    let chapter = subject.chapters.find((c) => c.code === place.chapter.code);
    if (!chapter) {
      chapter = { ...place.chapter, count: 0, items: [] };
      subject.chapters.push(chapter);
    }
    subject.count += 1;
    chapter.count += 1;
    if (index < size) chapter.items.push(item);
  });
  return [...subjects.values()];
}

/** How long a question's title may be, in characters, before it is cut at a word. */
export const QUESTION_TITLE_MAX = 120;

/**
 * A question's text as a short plain title: markup tags and TeX's dollar signs, braces and
 * commands dropped, spaces collapsed, cut at a word with an ellipsis.
 */
export function questionTitle(text: string, max = QUESTION_TITLE_MAX): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\\([a-zA-Z]+|[,;:! ])/g, ' ')
    .replace(/[$\\{}]/g, '')
    .replace(/_{2,}/g, '…')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:?!])/g, '$1')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
