import type { ApiFigure } from './apiBench.ts';
import { assetsMeetGoal } from './assetHeaders.ts';
import type { BenchResults } from './benchResults.ts';
import { GOAL_CONNECTIONS, GOALS, bothMet, verdict, type Verdict } from './benchGoals.ts';
import { formatShare } from './shareOfBare.ts';

const BYTES_PER_KB = 1_000;
const MS_PER_SECOND = 1_000;
const DIALECT_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL', none: '' } as const;
const NOT_RUN = 'not run';

/** A duration as the issue writes it: milliseconds below a second, seconds with one decimal above. */
export function formatMs(ms: number): string {
  return ms < MS_PER_SECOND ? `${ms.toFixed(0)} ms` : `${(ms / MS_PER_SECOND).toFixed(1)} s`;
}

const kb = (bytes: number) => (bytes / BYTES_PER_KB).toFixed(0);
const row = (what: string, measured: string, goal: string, met: Verdict) =>
  `| ${what} | ${measured} | ${goal} | ${met} |`;
const allMet = (verdicts: Verdict[]): Verdict =>
  verdicts.length === 0 ? '—' : verdicts.every((v) => v === 'met') ? 'met' : 'not met';

/** The figures at the goals' connection count for one call, on each database measured. */
function at100(
  figures: ApiFigure[],
  call: string,
  label: string,
  shareSuffix = '',
): { text: string; met: Verdict[] } {
  const rows = figures.filter((f) => f.call === call && f.connections === GOAL_CONNECTIONS);
  const several = rows.length > 1;
  return {
    text: rows
      .map(
        (f) =>
          `${label}${several ? ` (${DIALECT_NAMES[f.dialect]})` : ''} ${formatShare(f.share)}${shareSuffix} (p99 ${formatMs(f.result.p99Ms)})`,
      )
      .join(', '),
    met: rows.map((f) => f.verdict),
  };
}

/**
 * The rows of docs/performance.md's goals table, in its order, measured: what a run saved in
 * bench-results/ (the API run and the web run), one markdown row each with the goal's verdict.
 */
export function performanceRows(results: BenchResults): string[] {
  const web = results.web?.figures;
  const api = results.api?.figures;
  const lighthouse = new Map(web?.lighthouse.map((l) => [l.page, l]));
  const page = (name: string) => lighthouse.get(name);
  const landing = page('landing');
  const login = page('login');
  const learnHome = page('learn home');
  const js = (prefix: string) =>
    web?.routeJs.find((r) => r.name.startsWith(prefix))?.bytes ?? Number.NaN;
  const routes = ['landing', 'learn home', 'login', 'test player'].map(js);
  const lines = ['| what | measured | goal | met |', '| --- | --- | --- | --- |'];

  lines.push(
    web
      ? row(
          'assets over the wire',
          `script ${web.assets.scriptEncoding}, \`${web.assets.scriptCacheControl}\`; document \`${web.assets.documentCacheControl}\`${web.assets.documentEtag ? ' with ETag' : ''}; ${[landing, login, learnHome].map((l) => kb(l?.totalBytes ?? Number.NaN)).join(' / ')} KB landing / login / learn home`,
          'brotli/gzip, hashed assets cached for a year',
          assetsMeetGoal(web.assets) ? 'met' : 'not met',
        )
      : row('assets over the wire', NOT_RUN, '', '—'),
    row(
      'first-route JS (gzip) landing / learn home / login / test player',
      web ? `${routes.map(kb).join(' / ')} KB` : NOT_RUN,
      '130 / 130 / 200 / 160 KB',
      web
        ? allMet(
            routes.map((b, i) =>
              verdict(b / BYTES_PER_KB, [130, 130, 200, 160][i] ?? 0, 'at most'),
            ),
          )
        : '—',
    ),
  );
  const lh = [landing, login].filter((l) => l !== undefined);
  lines.push(
    row(
      'Lighthouse landing / login',
      web
        ? `${lh.map((l) => l.score).join(' / ')}; LCP ${lh.map((l) => formatMs(l.lcpMs)).join(' / ')}; CLS ${lh.map((l) => l.cls.toFixed(2)).join(' / ')}`
        : NOT_RUN,
      `≥ ${GOALS.lighthouseScore}; LCP ≤ ${formatMs(GOALS.lcpMs)}; CLS ≤ ${GOALS.cls}`,
      allMet(
        lh.flatMap((l) => [
          verdict(l.score, GOALS.lighthouseScore, 'at least'),
          verdict(l.lcpMs, GOALS.lcpMs, 'at most'),
          verdict(l.cls, GOALS.cls, 'at most'),
        ]),
      ),
    ),
    row(
      'CLS',
      web ? `${landing?.cls.toFixed(2)} landing, ${learnHome?.cls.toFixed(2)} learn home` : NOT_RUN,
      `≤ ${GOALS.cls}`,
      allMet([landing, learnHome].map((l) => verdict(l?.cls ?? Number.NaN, GOALS.cls, 'at most'))),
    ),
  );
  const slow = web?.slowLink;
  lines.push(
    row(
      '400 Kbps / 400 ms RTT, landing usable',
      slow
        ? `${formatMs(slow.firstVisitMs)} first visit, ${formatMs(slow.repeatVisitMs)} repeat; service worker: ${slow.serviceWorker ? 'yes' : 'no'}`
        : NOT_RUN,
      `≤ ${formatMs(GOALS.slowLinkFirstVisitMs)} first, ≤ ${formatMs(GOALS.slowLinkRepeatVisitMs)} repeat`,
      slow
        ? bothMet(
            verdict(slow.firstVisitMs, GOALS.slowLinkFirstVisitMs, 'at most'),
            verdict(slow.repeatVisitMs, GOALS.slowLinkRepeatVisitMs, 'at most'),
          )
        : '—',
    ),
  );
  const figures = api?.api ?? [];
  const shelf = at100(figures, 'learn-home shelf read', 'learn-home shelf');
  const next = at100(figures, 'practice next question', 'practice next question');
  const post = at100(figures, 'test-event POST (2 events)', 'test-event POST', ' of bare');
  lines.push(
    row(
      `reads at ${GOAL_CONNECTIONS} connections, share of bare fastify`,
      api ? `${shelf.text}, ${next.text}` : NOT_RUN,
      `≥ ${100 * GOALS.readShareOfBare}%, p99 ≤ ${GOALS.readP99Ms} ms`,
      allMet([...shelf.met, ...next.met]),
    ),
    row(
      `writes at ${GOAL_CONNECTIONS} connections`,
      api ? post.text : NOT_RUN,
      `p99 ≤ ${GOALS.writeP99Ms} ms`,
      allMet(post.met),
    ),
    row(
      "test-event ingestion at the runner's real batch (2 events)",
      api
        ? api.ingestion
            .map((i) => `${i.eventsPerSecond.toFixed(0)}/s ${DIALECT_NAMES[i.dialect]}`)
            .join(', ')
        : NOT_RUN,
      `≥ ${GOALS.eventsPerSecond.toLocaleString('en')} events/s from ${api?.ingestion[0]?.takers ?? 1000} takers`,
      allMet(api?.ingestion.map((i) => i.verdict) ?? []),
    ),
  );
  return lines;
}
