import type { AnswerOf, AnswerPayload } from './answerPayload.ts';
import type { BankQuestion, PartQuestion } from './questionTypes.ts';

type PartAnswer = AnswerOf<'LinkedComprehension'>['parts'][string];

/** A linked-comprehension part's key, as the answer to that part. */
export function partKeyAsAnswer(part: PartQuestion): PartAnswer {
  switch (part.type) {
    case 'SingleChoice':
      return { type: part.type, choice: part.answer };
    case 'MultipleChoice':
      return { type: part.type, choices: [...part.answer] };
    case 'Integer':
      return { type: part.type, value: part.answer.value };
    case 'TrueFalse':
      return { type: part.type, value: part.answer };
  }
}

/**
 * The key written as the answer a perfect student would submit: what the player reveals, and what
 * the answer-key check grades to prove every key is right by its own grader.
 */
export function keyAsAnswer(question: BankQuestion): AnswerPayload {
  switch (question.type) {
    case 'SingleChoice':
    case 'MultipleChoice':
    case 'Integer':
    case 'TrueFalse':
      return partKeyAsAnswer(question);
    case 'Assertion':
      return { type: question.type, choice: question.answer };
    case 'FillInTheBlanks':
      // The first spelling is the one authors write as the answer; the others are tolerated.
      return { type: question.type, blanks: question.answer.map((accepted) => accepted[0] ?? '') };
    case 'Dropdowns':
      return { type: question.type, choices: question.blanks.map((b) => b.answer) };
    case 'MatchTheFollowing':
      return { type: question.type, pairs: { ...question.answer } };
    case 'MatrixMatch':
      return {
        type: question.type,
        pairs: Object.fromEntries(Object.entries(question.answer).map(([l, rs]) => [l, [...rs]])),
      };
    case 'Sequencing':
      return { type: question.type, order: [...question.answer] };
    case 'Subjective':
      return {
        type: question.type,
        text: question.idealAnswer.en,
        selfAssessment: 'correct',
      };
    case 'CompareNumber':
      return { type: question.type, relation: question.answer };
    case 'NumberLine':
      return { type: question.type, value: question.answer.value };
    case 'LinkedComprehension':
      return {
        type: question.type,
        parts: Object.fromEntries(question.parts.map((p) => [p.code, partKeyAsAnswer(p)])),
      };
  }
}
