import type { Grader } from '../Grader.ts';

/** Written answers are not machine-graded: the student marks theirs against the ideal answer. */
const SELF_ASSESSED_SCORE = { correct: 1, partial: 0.5, incorrect: 0 } as const;

/**
 * The CSVs carry the self-assessment, not the text: the text can be pages long, and the ideal
 * answer travels in the check's own `idealAnswer` field.
 */
export const gradeSubjective: Grader<'Subjective'> = (_question, answer) => ({
  correct: answer.selfAssessment === 'correct',
  score: SELF_ASSESSED_SCORE[answer.selfAssessment],
  selectedCsv: answer.selfAssessment,
  correctCsv: 'correct',
});
