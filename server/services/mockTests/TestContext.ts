import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../domain/errors.ts';
import type { BankQuestion } from '../../../domain/questions/questionTypes.ts';
import type { AppDeps } from '../../AppDeps.ts';
import { sessionStore } from '../../sessions/sessionStore.ts';
import { requireChild, type ChildSession } from '../../sessions/requireChild.ts';
import { compilePaper, type CompiledPaper } from './compilePaper.ts';
import { freezeSession } from './freezeSession.ts';
import { readDefinition, type TestDefinition } from './testDefinition.ts';
import { testStore, type TestSessionRow, type TestStore } from './testStore.ts';

/**
 * Papers kept compiled, by their stored text (a re-imported paper is a new text). Sized for a
 * thousand students at once each on a paper of their own (made tests) besides the published
 * ones: with 200, each sync of a taker whose paper had dropped out compiled it again, and on
 * PostgreSQL the 1,000-taker bench went from p50 5 ms to 1.6 s. A made test of 10 questions in
 * two languages is about 100 KB compiled, so this is about 100 MB at its fullest.
 */
const PAPER_CACHE_SIZE = 1200;

/** A test a child may open: the latest version of a pack paper of their exam, or their own. */
export interface OpenableTest {
  definition: TestDefinition;
  version: number;
  custom: boolean;
}

/** What the test service's handlers share. */
export interface TestContext {
  store: TestStore;
  deps: AppDeps;
  child: (request: FastifyRequest) => Promise<ChildSession>;
  /** The test by code for this child; any other exam's test, or a hidden or foreign one, is 404. */
  test: (child: ChildSession, code: string) => Promise<OpenableTest>;
  /** The paper of a session's (or a test's) code and version, compiled once. */
  paper: (code: string, version: number) => Promise<CompiledPaper>;
  /** The child's own session by id (another's 403, none 404), frozen first if its time is up. */
  sessionById: (child: ChildSession, id: string) => Promise<TestSessionRow>;
  /** A started session whose deadline has passed is frozen at its deadline and scored. */
  freezeIfDue: (session: TestSessionRow) => Promise<TestSessionRow>;
}

export function testContext(deps: AppDeps): TestContext {
  const store = testStore(deps.db);
  const auth = sessionStore(deps.db);
  const cache = new Map<string, CompiledPaper>();

  const contentOf = async (code: string, version: number): Promise<string | undefined> =>
    (await store.version(code, version)) ?? (await store.customTest(code))?.content;

  const paper = async (code: string, version: number): Promise<CompiledPaper> => {
    const content = await contentOf(code, version);
    if (content === undefined) throw new AppError('TEST_NOT_FOUND');
    const cached = cache.get(content);
    if (cached) return cached;
    const definition = readDefinition(content);
    const codes = definition.sections.flatMap((s) => s.questions);
    const rows = await store.bankQuestions(codes);
    const compiled = compilePaper(
      definition,
      rows.map((r) => JSON.parse(r.content) as BankQuestion),
    );
    if (cache.size >= PAPER_CACHE_SIZE) cache.delete(cache.keys().next().value ?? '');
    cache.set(content, compiled);
    return compiled;
  };

  const ctx: TestContext = {
    store,
    deps,
    paper,
    child: (request) => requireChild(auth, request, deps.tokenSecret, deps.clock()),

    async test(child, code) {
      const row = await store.test(code);
      if (row) {
        const hidden = row.visible_at !== null && deps.clock() < row.visible_at;
        if (row.exam_code !== child.profile.primary_exam || hidden)
          throw new AppError('TEST_NOT_FOUND');
        const content = await store.version(code, row.version);
        if (content === undefined) throw new AppError('TEST_NOT_FOUND');
        return { definition: readDefinition(content), version: row.version, custom: false };
      }
      const own = await store.customTest(code);
      if (!own || own.child_id !== child.profile.id) throw new AppError('TEST_NOT_FOUND');
      const definition = readDefinition(own.content);
      return { definition, version: definition.version, custom: true };
    },

    async sessionById(child, id) {
      const session = await store.sessionById(id);
      if (!session) throw new AppError('SESSION_NOT_FOUND');
      if (session.child_id !== child.profile.id) throw new AppError('FORBIDDEN');
      return ctx.freezeIfDue(session);
    },

    async freezeIfDue(session) {
      if (session.status !== 'started' || deps.clock() < session.deadline_at) return session;
      return freezeSession(ctx, session, session.deadline_at, 'timeout');
    },
  };
  return ctx;
}
