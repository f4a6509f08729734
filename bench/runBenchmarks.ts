import { authBench } from './authBench.ts';
import { bareBench } from './bareBench.ts';
import { learnBench } from './learnBench.ts';
import { practiceBench } from './practiceBench.ts';
import { readinessBench } from './readinessBench.ts';
import { searchBench } from './searchBench.ts';
import { testChaosBench, type ChaosResult } from './testChaosBench.ts';
import { testEventsBench } from './testEventsBench.ts';
import { goalBenches, GOAL_BENCHES } from './goalBenches.ts';
import type { LoadResult } from './loadTest.ts';

/**
 * `npm run bench`: every service benchmark on the embedded database and, when TEST_DATABASE_URL is
 * set, on PostgreSQL, each against a bare fastify route measured in the same run, then the
 * readiness model's accuracy on simulated students; then the benches of the performance goals
 * (bench/goalBenches.ts). Numbers are for this machine only; docs/scaling.md keeps the last ones
 * (docs/decisions/readiness.md the readiness table, docs/performance.md the goals').
 */
const dialects = process.env.TEST_DATABASE_URL
  ? (['sqlite', 'postgres'] as const)
  : (['sqlite'] as const);
// `npm run bench -- tests`: only the mock tests' event load and chaos runs (and the baseline);
// `npm run bench -- search`: only search (and the baseline);
// `npm run bench -- readiness`: only the readiness simulation (no server, no baseline);
// `npm run bench -- api` / `-- web`: only those goal benches. Names combine; `--json` prints the
// goal benches' figures as JSON at the end.
const only = process.argv.slice(2).filter((word) => !word.startsWith('--'));
const NAMES = ['tests', 'search', 'readiness', ...GOAL_BENCHES];
const unknown = only.filter((word) => !NAMES.includes(word));
if (unknown.length > 0)
  throw new Error(`no bench named ${unknown.join(', ')}: ${NAMES.join(', ')}`);
const startedAt = Date.now();
const onlyTests = only.includes('tests');
const onlySearch = only.includes('search');
const onlyReadiness = only.includes('readiness');
// The 16-client service benches run unless only goal benches were named.
const serviceBenches = only.length === 0 || only.some((word) => !GOAL_BENCHES.includes(word));
const services = serviceBenches && !onlyReadiness;

if (services && dialects.length === 1)
  console.log('PostgreSQL skipped: set TEST_DATABASE_URL to include it');

const results: LoadResult[] = services ? [await bareBench()] : [];
const searchBuilds: string[] = [];
for (const dialect of services ? dialects : []) {
  if (!onlyTests && !onlySearch)
    results.push(
      ...(await authBench(dialect)),
      ...(await learnBench(dialect)),
      ...(await practiceBench(dialect)),
    );
  if (!onlyTests) {
    const search = await searchBench(dialect);
    results.push(...search.results);
    searchBuilds.push(...search.builds);
  }
  if (!onlySearch) results.push(await testEventsBench(dialect));
}

const baseline = results[0]?.perSecond ?? 1;
if (results.length > 0) {
  console.log('| call | requests | req/s | p50 ms | p95 ms | p99 ms | vs bare | failures |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
}
for (const r of results) {
  console.log(
    `| ${r.name} | ${r.requests} | ${r.perSecond.toFixed(0)} | ${r.p50Ms.toFixed(1)} | ${r.p95Ms.toFixed(1)} | ${r.p99Ms.toFixed(1)} | ${((100 * r.perSecond) / baseline).toFixed(1)}% | ${r.failures} |`,
  );
}

if (searchBuilds.length > 0) {
  console.log('');
  console.log('| search index | rows made (sanscript included) | written with both indexes |');
  console.log('| --- | --- | --- |');
  for (const line of searchBuilds) console.log(line);
}

// Chaos: answers given through the runner's queue against a server killed mid-run.
const chaos: ChaosResult[] = [];
if (services && !onlySearch)
  for (const dialect of dialects) chaos.push(await testChaosBench(dialect));
if (chaos.length > 0) {
  console.log('');
  console.log(
    '| chaos run | takers × answers | given | stored | lost | reloads (offline) | unseen after an offline reload | network spells | server down | seconds |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const c of chaos) {
    console.log(
      `| ${c.dialect} | ${c.takers} × ${c.answersGiven / c.takers} | ${c.answersGiven} | ${c.answersStored} | ${c.lost} | ${c.reloads} (${c.offlineReloads}) | ${c.unseenAfterOfflineReload} | ${c.offlineSpells} | ${c.downSeconds.toFixed(1)} s after answer ${c.killedAfterAnswers} | ${c.seconds.toFixed(1)} |`,
    );
  }
}
if (chaos.some((c) => c.lost > 0 || c.unseenAfterOfflineReload > 0 || c.finished < c.takers)) {
  console.error(
    'chaos run: answers were lost, not shown after an offline reload, or tests left unsubmitted',
  );
  process.exitCode = 1;
}

// Readiness: predicted against simulated mock scores (pure computation, a second or so).
if (serviceBenches && (onlyReadiness || (!onlyTests && !onlySearch))) {
  if (services) console.log('');
  for (const line of await readinessBench()) console.log(line);
}

await goalBenches(
  dialects,
  only.length === 0 ? GOAL_BENCHES : GOAL_BENCHES.filter((name) => only.includes(name)),
  process.argv.includes('--json'),
);
console.log(
  `\nnpm run bench ${process.argv.slice(2).join(' ')}: ${((Date.now() - startedAt) / 60_000).toFixed(1)} min`,
);
