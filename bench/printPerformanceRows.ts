import { loadResults } from './benchResults.ts';
import { performanceRows } from './performanceRows.ts';

/**
 * `npx tsx bench/printPerformanceRows.ts [dir]`: docs/performance.md's goals table as the last
 * `npm run bench -- api` and `-- web` measured it (default dir: bench-results/), to paste.
 */
const results = await loadResults(process.argv[2]);
for (const source of [results.api, results.web])
  if (source) console.log(`<!-- ${source.command}, ${source.measuredAt}, ${source.machine} -->`);
for (const line of performanceRows(results)) console.log(line);
