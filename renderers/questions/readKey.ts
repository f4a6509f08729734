import type { ShownKey } from '../../domain/contracts/questionContent.ts';
import type { QuestionType } from '../../domain/questions/questionTypes.ts';
import {
  questionWire,
  type AnswerOf,
  type ContentOf,
} from '../../domain/questions/types/questionWires.ts';

/**
 * The key of a checked answer, read by its type's own parser (the module that wrote it), as the
 * answer a perfect student would have given; undefined before the check or when unreadable.
 */
export function readKey<T extends QuestionType>(
  type: T,
  check: ShownKey | undefined,
  content: ContentOf<T>,
): AnswerOf<T> | undefined {
  return check ? questionWire(type).parseCsv(check.correct_answer_csv, content) : undefined;
}
