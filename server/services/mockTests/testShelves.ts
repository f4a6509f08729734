import type { Tile } from '../../../domain/contracts/content.ts';
import { isListedTest } from '../../../domain/mockTests/isListedTest.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import {
  releases,
  scheduleStatus,
  type SessionStatus,
} from '../../../domain/mockTests/testSchedule.ts';
import type { AppDeps } from '../../AppDeps.ts';
import { mediaUrl } from '../../media/signedMedia.ts';
import type { ChildSession } from '../../sessions/requireChild.ts';
import { testContext, type TestContext } from './TestContext.ts';
import { momentsOf, readDefinition, type TestDefinition } from './testDefinition.ts';
import type { TestSessionRow } from './testStore.ts';

/** The performance shelf shows the latest results only. */
export const PERFORMANCE_TILES = 10;
/** The one tile of the create-your-test shelf; the browser words it from its catalog. */
export const CREATE_TEST_TILE_ID = 'create-your-test';

const BLANK = { thumb_list: [], locked: false, tagDetails: [] } satisfies Partial<Tile>;

export interface TestShelves {
  tests: (child: ChildSession, locale: string) => Promise<Tile[]>;
  createTest: () => Tile[];
  performance: (child: ChildSession, locale: string) => Promise<Tile[]>;
}

/** The test home's shelves: its tests with the child's state, making one, and results. */
export function testShelves(deps: AppDeps, ctx: TestContext = testContext(deps)): TestShelves {
  const { store } = ctx;

  const tile = async (
    definition: TestDefinition,
    version: number,
    session: TestSessionRow | undefined,
    locale: string,
  ): Promise<Tile> => {
    const paper = await ctx.paper(definition.code, version);
    const moments = momentsOf(definition);
    const current = session && (await ctx.freezeIfDue(session));
    const now = deps.clock();
    const status = (current?.status ?? 'not_started') as SessionStatus;
    const resultsOut = status === 'finished' && releases(now, moments).answerKey;
    // A pack paper has its poster; a student's own test keeps the drawn paper-and-clock.
    const thumb = definition.thumb === undefined ? undefined : mediaUrl(definition.thumb);
    return {
      ...BLANK,
      ...(thumb !== undefined && { thumb, thumb_list: [thumb] }),
      id: definition.code,
      tileType: 'test',
      tileName: textIn(definition.title, locale),
      test: {
        status: scheduleStatus(now, status, moments),
        moments: moments ?? null,
        question_count: paper.questionCount,
        duration: definition.durationSeconds,
        max_marks: paper.maxMarks,
        session_id: current?.id ?? null,
        score: resultsOut ? (current?.score ?? null) : null,
      },
    };
  };

  return {
    async tests(child, locale) {
      const exam = child.profile.primary_exam ?? '';
      const now = deps.clock();
      const [packTests, own] = await Promise.all([
        store.testsOfExam(exam),
        store.customTestsOf(child.profile.id),
      ]);
      // A diagnostic paper is opened from the achieve module, never picked from the shelf.
      const visible = packTests.filter(
        (t) => isListedTest(t.type) && (t.visible_at === null || now >= t.visible_at),
      );
      const sessions = new Map(
        (
          await store.sessionsOf(child.profile.id, [
            ...visible.map((t) => t.code),
            ...own.map((t) => t.code),
          ])
        ).map((s) => [s.test_code, s]),
      );
      const definitions = await Promise.all(
        visible.map(async (t) => {
          const content = await store.version(t.code, t.version);
          if (content === undefined) throw new Error(`test ${t.code} has no version ${t.version}`);
          return { definition: readDefinition(content), version: t.version };
        }),
      );
      return Promise.all([
        ...own.map((t) => {
          const definition = readDefinition(t.content);
          return tile(definition, definition.version, sessions.get(t.code), locale);
        }),
        ...definitions.map(({ definition, version }) =>
          tile(definition, version, sessions.get(definition.code), locale),
        ),
      ]);
    },

    createTest: () => [
      { ...BLANK, id: CREATE_TEST_TILE_ID, tileType: 'create_test', tileName: '' },
    ],

    async performance(child, locale) {
      const finished = (await store.listedFinishedOf(child.profile.id)).slice(0, PERFORMANCE_TILES);
      const tiles = await Promise.all(
        finished.map(async (session) => {
          const paper = await ctx.paper(session.test_code, session.version);
          return tile(paper.definition, session.version, session, locale);
        }),
      );
      // A result not out yet is not a result to show.
      return tiles
        .map((t) => ({ ...t, tileType: 'performance' as const }))
        .filter((t) => t.test?.score !== null);
    },
  };
}
