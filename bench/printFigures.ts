import type { ApiFigures } from './apiBench.ts';
import { formatMs } from './performanceRows.ts';
import { formatShare } from './shareOfBare.ts';
import type { WebFigures } from './webBench.ts';

/** The API run as a table: every call at each connection count beside the bare route's. */
export function apiLines({ api, ingestion }: ApiFigures): string[] {
  return [
    '| call | database | connections | requests | req/s | share of bare | p50 | p99 | failures | goal | met |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...api.map(
      (f) =>
        `| ${f.call} | ${f.dialect} | ${f.connections} | ${f.result.requests} | ${f.result.perSecond.toFixed(0)} | ${formatShare(f.share)} | ${formatMs(f.result.p50Ms)} | ${formatMs(f.result.p99Ms)} | ${f.result.failures} | ${f.goal} | ${f.verdict} |`,
    ),
    '',
    '| test-event ingestion | database | takers | batches | events/s | p50 | p99 | failures | goal | met |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...ingestion.map(
      (i) =>
        `| 2-event batches, each taker's next when its last was answered | ${i.dialect} | ${i.takers} | ${i.result.requests} | ${i.eventsPerSecond.toFixed(0)} | ${formatMs(i.result.p50Ms)} | ${formatMs(i.result.p99Ms)} | ${i.result.failures} | ${i.goal} | ${i.verdict} |`,
    ),
  ];
}

/** The web run: Lighthouse per page, the slow link, each route's first JS. */
export function webLines({ assets, lighthouse, slowLink, routeJs }: WebFigures): string[] {
  return [
    `Landing document: Cache-Control \`${assets.documentCacheControl}\`, ETag ${assets.documentEtag ? 'yes' : 'no'}; its script ${assets.script}: ${assets.scriptEncoding}, Cache-Control \`${assets.scriptCacheControl}\`.`,
    '',
    '| page (Lighthouse, mobile) | score | LCP | CLS | TBT | total bytes | compressed | long-cached |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...lighthouse.map(
      (l) =>
        `| ${l.page} | ${l.score} | ${formatMs(l.lcpMs)} | ${l.cls.toFixed(3)} | ${formatMs(l.tbtMs)} | ${(l.totalBytes / 1000).toFixed(0)} KB | ${l.compressed ? 'yes' : 'no'} | ${l.cachedLong ? 'yes' : 'no'} |`,
    ),
    '',
    `Landing on 400 Kbps / 400 ms RTT, CPU 4× slower: usable after ${formatMs(slowLink.firstVisitMs)} (first visit), ${formatMs(slowLink.repeatVisitMs)} (repeat visit; service worker: ${slowLink.serviceWorker ? 'yes' : 'no'}).`,
    '',
    '| route | first JS, gzip | within budget |',
    '| --- | --- | --- |',
    ...routeJs.map(
      (r) => `| ${r.name} | ${(r.bytes / 1000).toFixed(1)} KB | ${r.passed ? 'yes' : 'no'} |`,
    ),
  ];
}
