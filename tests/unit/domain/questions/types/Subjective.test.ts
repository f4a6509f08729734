import { describe, expect, it } from 'vitest';
import { gradeAnswer } from '../../../../../domain/questions/graders/graders.ts';
import type { QuestionOfType } from '../../../../../domain/questions/questionTypes.ts';
import { QUESTION_FIELDS, text } from '../questionFields.ts';

const question: QuestionOfType<'Subjective'> = {
  ...QUESTION_FIELDS,
  type: 'Subjective',
  idealAnswer: text('Photosynthesis turns light into chemical energy.'),
};
const assess = (selfAssessment: 'correct' | 'partial' | 'incorrect', answerText = 'My answer') =>
  gradeAnswer(question, { type: 'Subjective', text: answerText, selfAssessment });

describe('Subjective graded', () => {
  it("takes the student's own assessment: correct scores 1", () => {
    expect(assess('correct')).toEqual({
      correct: true,
      score: 1,
      selectedCsv: 'correct',
      correctCsv: 'correct',
    });
  });
  it('scores partial 0.5 and incorrect 0, both wrong', () => {
    expect(assess('partial')).toMatchObject({ correct: false, score: 0.5, selectedCsv: 'partial' });
    expect(assess('incorrect')).toMatchObject({ correct: false, score: 0 });
  });
  it('grades an empty text by its assessment too', () => {
    expect(assess('incorrect', '')).toMatchObject({ correct: false, score: 0 });
  });
});
