import type { Dialect } from '../server/db/freshDatabaseLocation.ts';
import { apiBench } from './apiBench.ts';
import { saveResults, loadResults, type BenchResults } from './benchResults.ts';
import { performanceRows } from './performanceRows.ts';
import { apiLines, webLines } from './printFigures.ts';
import { webBench } from './webBench.ts';

/** The benches of issue 21's goals, by the name `npm run bench -- NAME` selects them with. */
export const GOAL_BENCHES: readonly string[] = ['api', 'web'];

/**
 * The named goal benches: each prints its table and saves its figures in bench-results/; then the
 * goals table of docs/performance.md from the last saved runs (this one's and, for a kind not run
 * now, the last), and with `json` everything saved, as JSON.
 */
export async function goalBenches(
  dialects: readonly Dialect[],
  names: readonly string[],
  json: boolean,
): Promise<void> {
  if (names.length === 0) return;
  if (names.includes('api')) {
    const api = await saveResults('api', await apiBench(dialects));
    console.log('');
    for (const line of apiLines(api.figures)) console.log(line);
  }
  if (names.includes('web')) {
    const web = await saveResults('web', await webBench());
    console.log('');
    for (const line of webLines(web.figures)) console.log(line);
  }
  const results: BenchResults = await loadResults();
  console.log(
    '\ndocs/performance.md, goals (bench-results/; `npx tsx bench/printPerformanceRows.ts`):',
  );
  for (const line of performanceRows(results)) console.log(line);
  if (json) console.log(JSON.stringify(results, null, 2));
}
