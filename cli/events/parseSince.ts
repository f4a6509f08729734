import { UsageError } from '../exitCodes.ts';

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const RELATIVE = /^(\d+)([mhd])$/;

/** `--since`: an age such as 30m, 12h or 7d, or a date and time (2026-11-22T08:00Z). */
export function parseSince(value: string, now: number): number {
  const relative = RELATIVE.exec(value);
  if (relative) return now - Number(relative[1]) * UNIT_MS[relative[2] as keyof typeof UNIT_MS];
  const at = Date.parse(value);
  if (Number.isNaN(at))
    throw new UsageError(
      `--since ${value}: give an age (30m, 12h, 7d) or a date (2026-11-22T08:00Z)`,
    );
  return at;
}
