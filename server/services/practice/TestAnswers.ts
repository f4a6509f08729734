import type { AnswerPayload } from '../../../domain/questions/answerPayload.ts';
import type { ChildSession } from '../../sessions/requireChild.ts';

/** One question of a child's submitted test whose results are out. */
export interface TestAnswer {
  code: string;
  result: 'correct' | 'incorrect' | 'unattempted';
  selected: AnswerPayload | null;
  /** When the test was submitted (or its time ran out), epoch ms. */
  at: number;
  sessionId: string;
  testTitle: string;
  /** Whether the test's worked solutions are out. */
  solutions: boolean;
}

/**
 * What practice asks of the test service: the questions of the child's finished tests whose
 * answer key is out (a result not out yet is not told), newest test first. app.ts hands the test
 * service's reader in, so practice never imports a sibling service.
 */
export interface TestAnswers {
  answers: (child: ChildSession, locale: string) => Promise<TestAnswer[]>;
}
