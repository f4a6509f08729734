import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { answerPayload } from '../../../../domain/questions/answerPayload.ts';
import { gradeAnswer } from '../../../../domain/questions/graders/graders.ts';
import { keyAsAnswer } from '../../../../domain/questions/keyAsAnswer.ts';
import type { BankQuestion, QuestionOfType } from '../../../../domain/questions/questionTypes.ts';
import { QUESTION_TYPES } from '../../../../domain/questions/types/questionWires.ts';
import type { Questions } from '../../../../schemas/types.generated.ts';
import { QUESTION_FIELDS, text } from './questionFields.ts';

const QUESTIONS_DIR = new URL('../../../../content/questions/', import.meta.url);

/** The real bank, as the content pack ships it. */
async function bank(): Promise<BankQuestion[]> {
  const files = (await readdir(QUESTIONS_DIR)).filter((f) => f.endsWith('.json')).sort();
  const questions: BankQuestion[] = [];
  for (const file of files) {
    const data = JSON.parse(await readFile(new URL(file, QUESTIONS_DIR), 'utf8')) as Questions;
    questions.push(...data.questions);
  }
  return questions;
}

describe('keyAsAnswer', () => {
  it.each(QUESTION_TYPES)('writes a %s key the grader grades right with score 1', async (type) => {
    const question = (await bank()).find((q) => q.type === type);
    if (!question) throw new Error(`the bank has no ${type} question`);
    const answer = keyAsAnswer(question);
    expect(answer.type).toBe(type);
    // The key is an answer the player could have sent: it passes the submit schema.
    expect(answerPayload.safeParse(answer).success).toBe(true);
    expect(gradeAnswer(question, answer)).toMatchObject({ correct: true, score: 1 });
  });

  it('grades every key of the bank right', async () => {
    const wrong = (await bank())
      .filter((q) => {
        const grade = gradeAnswer(q, keyAsAnswer(q));
        return !grade.correct || grade.score !== 1;
      })
      .map((q) => q.code);
    expect(wrong).toEqual([]);
  });

  it('writes the first accepted spelling of each blank', () => {
    const question: QuestionOfType<'FillInTheBlanks'> = {
      ...QUESTION_FIELDS,
      type: 'FillInTheBlanks',
      answer: [
        ['1/2', '0.5'],
        ['dominant', 'प्रभावी'],
      ],
    };
    expect(keyAsAnswer(question)).toEqual({ type: 'FillInTheBlanks', blanks: ['1/2', 'dominant'] });
  });

  it("writes a subjective key as the ideal answer's English, self-assessed correct", () => {
    const question: QuestionOfType<'Subjective'> = {
      ...QUESTION_FIELDS,
      type: 'Subjective',
      idealAnswer: { en: 'Light to chemical energy', hi: 'प्रकाश से रासायनिक ऊर्जा' },
    };
    expect(keyAsAnswer(question)).toEqual({
      type: 'Subjective',
      text: 'Light to chemical energy',
      selfAssessment: 'correct',
    });
  });

  it('copies the key rather than sharing it, so a caller cannot change the bank', () => {
    const question: QuestionOfType<'Sequencing'> = {
      ...QUESTION_FIELDS,
      type: 'Sequencing',
      items: ['a', 'b', 'c'].map((id) => ({ id, text: text(id) })),
      answer: ['b', 'c', 'a'],
    };
    const answer = keyAsAnswer(question);
    if (answer.type !== 'Sequencing') throw new Error('not a sequencing answer');
    answer.order.reverse();
    expect(question.answer).toEqual(['b', 'c', 'a']);
  });
});
