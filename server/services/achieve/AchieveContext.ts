import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../domain/errors.ts';
import type { ConceptEstimate } from '../../../domain/achieve/readiness.ts';
import type { AppDeps } from '../../AppDeps.ts';
import { requireChild, type ChildSession } from '../../sessions/requireChild.ts';
import { sessionStore } from '../../sessions/sessionStore.ts';
import { achieveContentStore, type AchieveContentStore } from './achieveContentStore.ts';
import { achieveProgressStore, type AchieveProgressStore } from './achieveProgressStore.ts';
import { achieveStore, type AchieveStore } from './achieveStore.ts';
import { examSyllabus, type ExamSyllabus } from './examSyllabus.ts';
import { learnFromTests } from './learnFromTests.ts';
import type { TestPapers } from './TestPapers.ts';

/** The exam a call is about: the one it names, or the child's own. */
export interface ExamChoice {
  exam_code?: string | undefined;
}

/** What the achieve service's handlers share. */
export interface AchieveContext {
  deps: AppDeps;
  store: AchieveStore;
  content: AchieveContentStore;
  progress: AchieveProgressStore;
  papers: TestPapers;
  child: (request: FastifyRequest) => Promise<ChildSession>;
  /** The exam's syllabus; an exam the pack does not have is CONTENT_NOT_FOUND, none at all NO_EXAM. */
  syllabus: (child: ChildSession, choice: ExamChoice) => Promise<ExamSyllabus>;
  /** The child's mastery by concept, with every finished test learnt from first. */
  mastery: (child: ChildSession) => Promise<Map<string, ConceptEstimate & { updatedAt: number }>>;
}

export function achieveContext(deps: AppDeps, papers: TestPapers): AchieveContext {
  const store = achieveStore(deps.db);
  const sessions = sessionStore(deps.db);
  const content = achieveContentStore(deps.db);
  return {
    deps,
    store,
    content,
    progress: achieveProgressStore(deps.db),
    papers,
    child: (request) => requireChild(sessions, request, deps.tokenSecret, deps.clock()),
    async syllabus(child, choice) {
      const exam = choice.exam_code ?? child.profile.primary_exam;
      if (!exam) throw new AppError('NO_EXAM');
      const syllabus = await examSyllabus(content, exam);
      if (syllabus.chapters.length === 0)
        throw new AppError('CONTENT_NOT_FOUND', `No syllabus for the exam ${exam}`);
      return syllabus;
    },
    async mastery(child) {
      await learnFromTests(store, papers, child.profile.id, deps.clock());
      const rows = await store.mastery(child.profile.id);
      return new Map(
        rows.map((r) => [
          r.concept,
          { rating: r.rating, attempts: r.attempts, updatedAt: r.updated_at },
        ]),
      );
    },
  };
}
