import type { QuestionResult } from '../contracts/mockTests.ts';
import type { AttemptType } from '../contracts/practice.ts';
import { attemptType } from '../practice/attemptType.ts';
import type { AnswerPayload } from '../questions/answerPayload.ts';
import { gradeAnswer } from '../questions/graders/graders.ts';
import { keyAsAnswer } from '../questions/keyAsAnswer.ts';
import type { BankQuestion } from '../questions/questionTypes.ts';
import { holdsAnswer, type QuestionStatus } from './questionStatus.ts';
import type { TestState } from './replayTestEvents.ts';

export interface Marking {
  correct: number;
  incorrect: number;
  unattempted: number;
}

/** A section as scoring needs it: its marking, answer limit and the bank's questions in order. */
export interface ScoredSection {
  code: string;
  subject: string;
  marking: Marking;
  maxAttempted: number | null;
  questions: readonly BankQuestion[];
}

export interface ScoredQuestion {
  code: string;
  section: string;
  status: QuestionStatus;
  answer: AnswerPayload | null;
  result: QuestionResult;
  marks: number;
  selectedCsv: string;
  correctCsv: string;
  timeSpentSeconds: number;
  idealTimeSeconds: number;
  /** How the question was answered against its ideal time; null when never opened. */
  attemptType: AttemptType | null;
}

export interface AreaTotals {
  score: number;
  maxMarks: number;
  correct: number;
  incorrect: number;
  unattempted: number;
  /** Right among answered, % (0 when nothing was answered). */
  accuracy: number;
  timeSpentSeconds: number;
}

export interface TestScore extends AreaTotals {
  questions: ScoredQuestion[];
  sections: (AreaTotals & { code: string; subject: string })[];
}

/** What a section's right answers can reach: a section taking any N answers is worth N of them. */
export function sectionMaxMarks(
  maxAttempted: number | null,
  questionCount: number,
  correctMarks: number,
): number {
  return (maxAttempted ?? questionCount) * correctMarks;
}

/** Marks as the paper writes them: a few decimals at most, never floating-point noise. */
const round = (value: number) => Math.round(value * 100) / 100;

function totals(questions: readonly ScoredQuestion[], maxMarks: number): AreaTotals {
  const count = (result: QuestionResult) => questions.filter((q) => q.result === result).length;
  const correct = count('correct');
  const incorrect = count('incorrect');
  return {
    score: round(questions.reduce((sum, q) => sum + q.marks, 0)),
    maxMarks,
    correct,
    incorrect,
    unattempted: count('unattempted'),
    accuracy: correct + incorrect === 0 ? 0 : round((100 * correct) / (correct + incorrect)),
    timeSpentSeconds: round(questions.reduce((sum, q) => sum + q.timeSpentSeconds, 0)),
  };
}

/**
 * A session's marks from its final state: an answer held (answered, marked or not) is graded by
 * the question's grader and marked by its section's scheme; anything else is unattempted. A
 * section that takes any N answers is worth N right answers.
 */
export function scoreTest(sections: readonly ScoredSection[], state: TestState): TestScore {
  const scoredSections = sections.map((section) => {
    const questions = section.questions.map((q): ScoredQuestion => {
      const held = state.questions.get(q.code);
      const status = held?.status ?? 'notVisited';
      const timeSpentSeconds = round((held?.timeSpentMs ?? 0) / 1000);
      const answer = held && holdsAnswer(status) ? held.answer : null;
      const grade = answer ? gradeAnswer(q, answer) : undefined;
      const result: QuestionResult = grade
        ? grade.correct
          ? 'correct'
          : 'incorrect'
        : 'unattempted';
      return {
        code: q.code,
        section: section.code,
        status,
        answer,
        result,
        marks: section.marking[result === 'unattempted' ? 'unattempted' : result],
        selectedCsv: grade?.selectedCsv ?? '',
        correctCsv: gradeAnswer(q, keyAsAnswer(q)).correctCsv,
        timeSpentSeconds,
        idealTimeSeconds: q.idealTimeSeconds,
        attemptType:
          status === 'notVisited'
            ? null
            : grade
              ? attemptType({
                  kind: 'answered',
                  correct: grade.correct,
                  timeSpent: timeSpentSeconds,
                  idealTime: q.idealTimeSeconds,
                })
              : 'NonAttempt',
      };
    });
    const max = sectionMaxMarks(
      section.maxAttempted,
      section.questions.length,
      section.marking.correct,
    );
    return {
      code: section.code,
      subject: section.subject,
      questions,
      ...totals(questions, round(max)),
    };
  });
  const all = scoredSections.flatMap((s) => s.questions);
  return {
    ...totals(all, round(scoredSections.reduce((sum, s) => sum + s.maxMarks, 0))),
    questions: all,
    sections: scoredSections.map((s) => ({
      code: s.code,
      subject: s.subject,
      score: s.score,
      maxMarks: s.maxMarks,
      correct: s.correct,
      incorrect: s.incorrect,
      unattempted: s.unattempted,
      accuracy: s.accuracy,
      timeSpentSeconds: s.timeSpentSeconds,
    })),
  };
}

/** Where a score stands among every finisher's (its own included): rank 1 is the best. */
export function standing(score: number, allScores: readonly number[]) {
  const above = allScores.filter((s) => s > score).length;
  const atOrBelow = allScores.filter((s) => s <= score).length;
  return {
    rank: above + 1,
    percentile: allScores.length === 0 ? 100 : round((100 * atOrBelow) / allScores.length),
    takers: allScores.length,
  };
}
