import { describe, expect, it } from 'vitest';
import { testChaosBench, type ChaosSize } from '../../bench/testChaosBench.ts';
import { DIALECTS } from './testApp.ts';

/**
 * `npm run bench`'s chaos run made small enough for every `npm test` (the full one is 200 × 60):
 * still the runner's own queue and clock, network spells, reloads and the server killed with -9
 * mid-run. The browser tests once ran on SQLite alone while PostgreSQL refused answers SQLite took;
 * this runs on both.
 */
const IN_TESTS: ChaosSize = { takers: 25, answersEach: 20 };
/**
 * Above the run's own bounds (a page waits 2 minutes for a killed server, a submit 3) so that a
 * stuck run fails there and stops its server; a passing run takes well under a minute here.
 */
const CHAOS_TIMEOUT_MS = 8 * 60_000;

describe.each(DIALECTS)('answers given through the runner on %s', (dialect) => {
  it(
    'all reach the server through network spells, reloads and a kill -9, and every test is submitted',
    async () => {
      const run = await testChaosBench(dialect, IN_TESTS);
      console.log(
        `chaos on ${dialect}: ${run.answersGiven} given, ${run.answersStored} stored, ${run.lost} lost, ` +
          `${run.reloads} reloads (${run.offlineReloads} offline), ${run.offlineSpells} network spells, server down ` +
          `${run.downSeconds.toFixed(1)} s after answer ${run.killedAfterAnswers}, ${run.seconds.toFixed(1)} s`,
      );
      expect(run.answersGiven).toBe(IN_TESTS.takers * IN_TESTS.answersEach);
      expect(run.lost).toBe(0);
      // A reload while offline shows every answer given before it (issue 13).
      expect(run.unseenAfterOfflineReload).toBe(0);
      expect(run.answersStored).toBe(run.answersGiven);
      expect(run.finished).toBe(IN_TESTS.takers);
      expect(run.killedAfterAnswers).toBeGreaterThan(0);
    },
    CHAOS_TIMEOUT_MS,
  );
});
