import type { BankQuestion } from '../../../domain/questions/questionTypes.ts';
import { SUPPORTED_LOCALES, type Locale } from '../../../domain/rules/locales.ts';
import { seededShuffle } from '../../../domain/rules/seededShuffle.ts';
import type { PaperShape } from '../../../domain/mockTests/replayTestEvents.ts';
import { sectionMaxMarks, type ScoredSection } from '../../../domain/mockTests/scoreTest.ts';
import type { TestDefinition } from './testDefinition.ts';

/** A paper with the bank's questions in it, ready to serve, replay and score. */
export interface CompiledPaper {
  definition: TestDefinition;
  bank: ReadonlyMap<string, BankQuestion>;
  /** Languages every question of the paper is written in. */
  languages: Locale[];
  maxMarks: number;
  questionCount: number;
  /** The sections with their questions in a paper set's order (set 1: as written). */
  sections(paperSet: number): { index: number; questions: BankQuestion[] }[];
  shape(): PaperShape;
  scored(): ScoredSection[];
}

/**
 * Joins a paper to the bank. A question the bank lost since the paper was checked is a broken
 * pack, not a student's problem: it stops here with the code named.
 */
export function compilePaper(
  definition: TestDefinition,
  questions: readonly BankQuestion[],
): CompiledPaper {
  const bank = new Map(questions.map((q) => [q.code, q]));
  const inOrder = definition.sections.map((section) =>
    section.questions.map((code) => {
      const question = bank.get(code);
      if (!question)
        throw new Error(`test ${definition.code}: question ${code} is not in the bank`);
      return question;
    }),
  );
  const all = inOrder.flat();
  const languages = SUPPORTED_LOCALES.filter((locale) =>
    all.every((q) => Object.hasOwn(q.type === 'LinkedComprehension' ? q.passage : q.body, locale)),
  );
  const marking = (name: string) => {
    const scheme = definition.markingSchemes[name];
    if (!scheme) throw new Error(`test ${definition.code}: no marking scheme ${name}`);
    return scheme;
  };
  const scored = definition.sections.map((section, index): ScoredSection => ({
    code: section.code,
    subject: section.subject,
    marking: marking(section.markingScheme),
    maxAttempted: section.maxAttempted ?? null,
    questions: inOrder[index] ?? [],
  }));
  return {
    definition,
    bank,
    languages,
    questionCount: all.length,
    maxMarks: scored.reduce(
      (sum, s) => sum + sectionMaxMarks(s.maxAttempted, s.questions.length, s.marking.correct),
      0,
    ),
    sections: (paperSet) =>
      inOrder.map((list, index) => ({
        index,
        questions:
          paperSet <= 1
            ? list
            : seededShuffle(
                list,
                `${definition.code}#${definition.sections[index]?.code ?? ''}#${paperSet}`,
              ),
      })),
    shape: () => ({
      sections: scored.map((s) => ({
        code: s.code,
        maxAttempted: s.maxAttempted,
        questions: s.questions,
      })),
    }),
    scored: () => scored,
  };
}
