/** A text the same in both required languages: graders never read it. */
export const text = (en: string) => ({ en, hi: en });

/** What every test question carries besides its type and key: graders read none of it. */
export const QUESTION_FIELDS = {
  code: 'tst-grade-0001',
  learnPaths: ['goal--exam--subject--unit--chapter--topic'],
  primaryConcept: 'tst.grading',
  difficulty: 1,
  idealTimeSeconds: 60,
  body: text('A question'),
  explanation: text('Why'),
  hints: [text('A hint')],
};

/** Options a, b, c, d… with the given ids. */
export const options = (...ids: string[]) => ids.map((id) => ({ id, text: text(id) }));
