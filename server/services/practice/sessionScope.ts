import type * as z from 'zod/mini';
import type { createSessionCall, PracticeMode } from '../../../domain/contracts/practice.ts';
import { AppError } from '../../../domain/errors.ts';
import type { Books } from '../../../schemas/types.generated.ts';
import type { ChildSession } from '../../sessions/requireChild.ts';
import type { PracticeContext } from './PracticeContext.ts';

type SessionBody = z.output<(typeof createSessionCall)['body']>;

/** Where a session's questions come from, and which concepts it practises. */
export interface SessionScope {
  paths: string[];
  concepts: string[];
  /** Questions asked for by code, served first in this order. */
  queue: string[];
  /** Questions the session asks at most (undefined: until the place runs out). */
  cap: number | undefined;
}

/** A check for understanding is short; so is practice opened over a video. */
export const CFU_QUESTION_COUNT = 5;
export const ADHOC_QUESTION_COUNT = 3;

const MODE_CAPS: Readonly<Record<PracticeMode, number | undefined>> = {
  Normal: undefined,
  BookPractice: undefined,
  CFUPractice: CFU_QUESTION_COUNT,
  AdhocPractice: ADHOC_QUESTION_COUNT,
  CustomPractice: undefined,
  PAJPractice: undefined,
  PAJNQEPractice: undefined,
};

const missing = (field: string) =>
  new AppError('VALIDATION_FAILED', `body.learning_map.${field}: this mode needs it`);

/**
 * The scope of a new session by its mode (learning-experience spec §2): a chapter or topic, a
 * book's chapters, a list of concepts, or questions by code — within the child's exam where the
 * mode does not name a place.
 */
export async function sessionScope(
  ctx: PracticeContext,
  child: ChildSession,
  body: SessionBody,
): Promise<SessionScope> {
  const map = body.learning_map;
  const exam = child.profile.primary_exam;
  const examPath = exam ? `${child.profile.primary_goal ?? ''}--${exam}` : undefined;
  const cap = MODE_CAPS[body.type];

  const place = async (learnPath: string) => {
    const node = await ctx.content.node(learnPath);
    if (!node) throw new AppError('CONTENT_NOT_FOUND', `No chapter or topic ${learnPath}`);
    return learnPath;
  };
  const knownConcepts = async (codes: readonly string[]) => {
    const known = new Set((await ctx.content.concepts(codes)).map((c) => c.code));
    const unknown = codes.find((c) => !known.has(c));
    if (unknown !== undefined) throw new AppError('CONTENT_NOT_FOUND', `No concept ${unknown}`);
    return [...codes];
  };

  switch (body.type) {
    case 'Normal':
    case 'CFUPractice':
    case 'PAJPractice':
    case 'PAJNQEPractice': {
      if (
        body.type.startsWith('PAJ') &&
        (body.paj_id === undefined || body.paj_step_index === undefined)
      )
        throw new AppError(
          'VALIDATION_FAILED',
          'body.paj_id: plan-driven practice needs paj_id and paj_step_index',
        );
      if (!map.learnpath_name && !map.concepts) throw missing('learnpath_name');
      const paths = map.learnpath_name ? [await place(map.learnpath_name)] : examPaths(examPath);
      const concepts = map.concepts
        ? await knownConcepts(map.concepts)
        : await ctx.store.conceptsIn(paths);
      return { paths, concepts, queue: [], cap };
    }
    case 'BookPractice': {
      if (!map.book_id) throw missing('book_id');
      const book = await ctx.content.book(map.book_id);
      if (!book) throw new AppError('CONTENT_NOT_FOUND', `No book ${map.book_id}`);
      const chapters = (JSON.parse(book.chapters) as Books['books'][number]['chapters']).map(
        (c) => c.learnPath,
      );
      return { paths: chapters, concepts: await ctx.store.conceptsIn(chapters), queue: [], cap };
    }
    case 'CustomPractice': {
      if (!map.concepts || map.concepts.length === 0) throw missing('concepts');
      const paths = map.learnpath_name ? [await place(map.learnpath_name)] : examPaths(examPath);
      return { paths, concepts: await knownConcepts(map.concepts), queue: [], cap };
    }
    case 'AdhocPractice': {
      if (!map.concepts?.length && !map.question_codes?.length) throw missing('concepts');
      const queue = map.question_codes ?? [];
      const found = new Set((await ctx.store.questions(queue)).map((q) => q.code));
      const unknown = queue.find((code) => !found.has(code));
      if (unknown !== undefined) throw new AppError('CONTENT_NOT_FOUND', `No question ${unknown}`);
      return {
        paths: examPaths(examPath),
        concepts: map.concepts ? await knownConcepts(map.concepts) : [],
        queue,
        cap,
      };
    }
  }
}

/** Practice without a named place draws on the child's exam. */
function examPaths(examPath: string | undefined): string[] {
  if (!examPath) throw new AppError('NO_EXAM');
  return [examPath];
}
