import type { ShownQuestion } from '../../../../domain/contracts/questionContent.ts';
import type { TestPaper, TestQuestion } from '../../../../domain/contracts/mockTests.ts';
import type { Locale } from '../../../../domain/rules/locales.ts';

/** A question's place in the paper: its section, and its number as the student reads it. */
export interface PaperEntry {
  question: TestQuestion;
  section: string;
  sectionIndex: number;
  /** 1, 2, 3… across the whole paper (the server's question_index). */
  number: number;
}

/** The paper in the order the student moves through it, and its questions by code. */
export interface PaperIndex {
  sections: TestPaper['sections'];
  order: readonly PaperEntry[];
  byCode: ReadonlyMap<string, PaperEntry>;
}

export function indexPaper(paper: TestPaper): PaperIndex {
  const order = paper.sections.flatMap((section, sectionIndex) =>
    section.questions.map((question) => ({
      question,
      section: section.code,
      sectionIndex,
      number: question.question_index,
    })),
  );
  return {
    sections: paper.sections,
    order,
    byCode: new Map(order.map((entry) => [entry.question.code, entry])),
  };
}

/** The first question of a section, where entering it lands. */
export function firstOfSection(index: PaperIndex, sectionIndex: number): PaperEntry | undefined {
  return index.order.find((entry) => entry.sectionIndex === sectionIndex);
}

/**
 * A question in one language: the one asked for, else the session's, else any the paper has — a
 * question missing in a language is shown in another rather than not at all.
 */
export function shownIn(
  question: TestQuestion,
  language: Locale,
  fallback: Locale,
): { shown: ShownQuestion; language: string } | undefined {
  const chosen = [language, fallback, ...Object.keys(question.locales)].find(
    (code) => question.locales[code] !== undefined,
  );
  const text = chosen === undefined ? undefined : question.locales[chosen];
  if (chosen === undefined || !text) return undefined;
  return {
    shown: { code: question.code, category: question.category, ...text },
    language: chosen,
  };
}
