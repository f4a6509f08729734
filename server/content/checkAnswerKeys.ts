import { join } from 'node:path';
import { checkQuestionKey } from '../../domain/questions/checkQuestionKey.ts';
import type { ContentIssue } from './contentSchemas.ts';
import { shownPath, type ContentPack } from './ContentPack.ts';

/**
 * The answer-key check of a pack's question bank, run before anything is imported: each problem
 * names the file, the JSON pointer, the question's code and why its key is wrong.
 */
export function checkAnswerKeys(
  pack: ContentPack,
  questionFiles: readonly string[],
): ContentIssue[] {
  return pack.questions.flatMap((file, f) => {
    const shown = shownPath(join(pack.dir, 'questions', questionFiles[f] ?? ''));
    return file.questions.flatMap((question, i) =>
      checkQuestionKey(question).map((problem) => ({
        file: shown,
        pointer: `/questions/${i}${problem.pointer}`,
        message: `(question ${question.code}) ${problem.message}`,
      })),
    );
  });
}
