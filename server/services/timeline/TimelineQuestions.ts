import type { AnswerPayload } from '../../../domain/questions/answerPayload.ts';
import type { BankQuestion } from '../../../domain/questions/questionTypes.ts';
import type { ChildSession } from '../../sessions/requireChild.ts';

/** Where the child met a question: the `{type}` of `/v1/{type}/question/{id}`. */
export const SEEN_IN = ['practice', 'test'] as const;
export type SeenIn = (typeof SEEN_IN)[number];

/** A question the child has met, with what they answered last and whether its solution may show. */
export interface SeenQuestion {
  question: BankQuestion;
  /** The child's latest answer there; null when they left it blank. */
  selected: AnswerPayload | null;
  /** Whether that answer was right; null when there was none. */
  correct: boolean | null;
  /** A test's worked solution shows once the test's solutions are out; practice's always. */
  solution: boolean;
}

/**
 * What the timeline asks of practice (which reads the bank and, through the test service's reader,
 * the child's tests): a question only if the child answered it in practice, or met it in a test
 * whose answer key is out — so no answer of an unseen question ever leaves. app.ts hands it in.
 */
export interface TimelineQuestions {
  seen: (
    child: ChildSession,
    type: SeenIn,
    code: string,
    locale: string,
  ) => Promise<SeenQuestion | undefined>;
}
