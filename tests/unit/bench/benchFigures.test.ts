import { describe, expect, it } from 'vitest';
import type { ApiFigure } from '../../../bench/apiBench.ts';
import { bothMet, verdict } from '../../../bench/benchGoals.ts';
import { summarise, type LoadResult } from '../../../bench/loadTest.ts';
import { formatMs, performanceRows } from '../../../bench/performanceRows.ts';
import { formatShare, shareOfBare } from '../../../bench/shareOfBare.ts';

const load = (perSecond: number, p99Ms: number): LoadResult => ({
  name: 'call',
  requests: 1000,
  seconds: 1000 / perSecond,
  perSecond,
  p50Ms: p99Ms / 4,
  p95Ms: p99Ms / 2,
  p99Ms,
  failures: 0,
});

const figure = (call: string, share: number, p99Ms: number, met: boolean): ApiFigure => ({
  dialect: 'sqlite',
  call,
  connections: 100,
  result: load(share * 10_000, p99Ms),
  share,
  goal: '',
  verdict: met ? 'met' : 'not met',
});

describe('bench figures', () => {
  it('takes percentiles of the measured latencies, whatever their order', () => {
    const latencies = Array.from({ length: 100 }, (_, i) => 100 - i);
    const r = summarise('call', latencies, 2, 1);
    expect([r.p50Ms, r.p95Ms, r.p99Ms]).toEqual([51, 96, 100]);
    expect(r.perSecond).toBe(50);
  });

  it('gives a share of the bare route, one decimal below ten percent', () => {
    expect(shareOfBare(450, 10_000)).toBe(0.045);
    expect(formatShare(shareOfBare(450, 10_000))).toBe('4.5%');
    expect(formatShare(0.523)).toBe('52%');
    expect(shareOfBare(450, 0)).toBe(0);
  });

  it('meets a goal only from the right side of it, and a missing figure never', () => {
    expect(verdict(50, 50, 'at most')).toBe('met');
    expect(verdict(51, 50, 'at most')).toBe('not met');
    expect(verdict(0.49, 0.5, 'at least')).toBe('not met');
    expect(verdict(Number.NaN, 0.5, 'at least')).toBe('not met');
    expect(bothMet('met', 'not met')).toBe('not met');
  });

  it('writes durations as the issue does', () => {
    expect(formatMs(184.4)).toBe('184 ms');
    expect(formatMs(4_321)).toBe('4.3 s');
  });

  it("prints the goals table in the issue's order, from the figures at 100 connections", () => {
    const rows = performanceRows({
      api: {
        measuredAt: '2026-11-28T04:00:00Z',
        machine: 'test',
        command: 'npm run bench -- api',
        figures: {
          api: [
            figure('learn-home shelf read', 0.6, 20, true),
            figure('practice next question', 0.014, 4_300, false),
            figure('test-event POST (2 events)', 0.02, 2_400, false),
          ],
          ingestion: [
            {
              dialect: 'sqlite',
              takers: 1000,
              eventsPerSecond: 428,
              result: load(214, 900),
              goal: '',
              verdict: 'not met',
            },
          ],
        },
      },
    });
    expect(rows.map((r) => r.split(' | ')[0])).toEqual([
      '| what',
      '| ---',
      '| assets over the wire',
      '| first-route JS (gzip) landing / learn home / login / test player',
      '| Lighthouse landing / login',
      '| CLS',
      '| 400 Kbps / 400 ms RTT, landing usable',
      '| reads at 100 connections, share of bare fastify',
      '| writes at 100 connections',
      "| test-event ingestion at the runner's real batch (2 events)",
    ]);
    expect(rows[2]).toContain('not run');
    expect(rows[7]).toBe(
      '| reads at 100 connections, share of bare fastify | learn-home shelf 60% (p99 20 ms), practice next question 1.4% (p99 4.3 s) | ≥ 50%, p99 ≤ 50 ms | not met |',
    );
    expect(rows[8]).toContain('test-event POST 2.0% of bare (p99 2.4 s)');
    expect(rows[9]).toContain('428/s SQLite');
  });
});
