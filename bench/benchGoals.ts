/**
 * The goals of issue 21, each once, as the bench reports them met or not. A miss is reported, not
 * fatal: like every figure here it depends on this machine and what else runs on it.
 */
export const GOALS = {
  /** A hot read at 100 connections: at least this share of the bare fastify route's req/s. */
  readShareOfBare: 0.5,
  readP99Ms: 50,
  writeP99Ms: 100,
  /** Test events stored per second at the runner's real batch, from INGESTION_TAKERS at once. */
  eventsPerSecond: 5_000,
  lighthouseScore: 95,
  lcpMs: 2_000,
  cls: 0.05,
  slowLinkFirstVisitMs: 5_000,
  slowLinkRepeatVisitMs: 2_000,
} as const;

/** The connection count the API goals are measured at. */
export const GOAL_CONNECTIONS = 100;

export type Verdict = 'met' | 'not met' | '—';

/** `value` against a goal it must reach (`at least`) or stay under (`at most`). */
export function verdict(value: number, goal: number, direction: 'at least' | 'at most'): Verdict {
  if (!Number.isFinite(value)) return 'not met';
  return (direction === 'at least' ? value >= goal : value <= goal) ? 'met' : 'not met';
}

/** Both verdicts must be met for the row's goal to be met. */
export function bothMet(a: Verdict, b: Verdict): Verdict {
  return a === 'met' && b === 'met' ? 'met' : 'not met';
}
