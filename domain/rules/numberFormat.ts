/** Indian grouping (12,34,567) is what most of our learners read naturally. */
export const DEFAULT_NUMBER_LOCALE = 'en-IN';

/** Delegates to Intl so every supported locale gets its own grouping rules. */
export function formatThousands(n: number, locale: string = DEFAULT_NUMBER_LOCALE): string {
  return new Intl.NumberFormat(locale).format(n);
}

/** Each compact unit is this many times the previous one. */
export const COMPACT_STEP = 1000;

/**
 * Fixed K/M/G suffixes rather than Intl's compact notation, because en-IN
 * compact output switches to lakh/crore ("25L") which breaks the tight
 * leaderboard and badge layouts these numbers are shown in.
 */
export const COMPACT_UNITS = [
  { value: 1, suffix: '' },
  { value: 1e3, suffix: 'K' },
  { value: 1e6, suffix: 'M' },
  { value: 1e9, suffix: 'G' },
] as const;

const COMPACT_DECIMALS_FACTOR = 10; // one decimal place

function roundCompact(n: number): number {
  return Math.round(n * COMPACT_DECIMALS_FACTOR) / COMPACT_DECIMALS_FACTOR;
}

/**
 * Steps up a unit when rounding would print "1000K", so 999,999 reads "1M".
 * `String()` of the rounded number already drops a trailing ".0".
 */
export function formatCompact(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const abs = Math.abs(n);
  const index = Math.max(
    0,
    COMPACT_UNITS.findLastIndex((unit) => abs >= unit.value),
  );
  let unit = COMPACT_UNITS[index] ?? COMPACT_UNITS[0];
  let rounded = roundCompact(abs / unit.value);
  const next = COMPACT_UNITS[index + 1];
  if (rounded >= COMPACT_STEP && next !== undefined) {
    unit = next;
    rounded = roundCompact(abs / unit.value);
  }
  const sign = n < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${rounded}${unit.suffix}`;
}

export const MS_PER_SECOND = 1_000;
export const SECONDS_PER_MINUTE = 60;
export const SECONDS_PER_HOUR = 60 * SECONDS_PER_MINUTE;

export const DURATION_LABELS = { hours: 'hr', minutes: 'min', seconds: 'sec' } as const;

/**
 * Zero units are omitted so short durations stay short ("45 sec", not
 * "0 min 45 sec"). Seconds are dropped once hours appear: at that scale
 * they are noise and the extra part wraps in narrow cards. Negative,
 * fractional or non-finite input is floored/clamped to whole non-negative
 * seconds because a countdown overshooting zero must not render "-1 sec".
 */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const hours = Math.floor(total / SECONDS_PER_HOUR);
  const minutes = Math.floor((total % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const secs = total % SECONDS_PER_MINUTE;

  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} ${DURATION_LABELS.hours}`);
  if (minutes > 0) parts.push(`${minutes} ${DURATION_LABELS.minutes}`);
  if (hours === 0 && (secs > 0 || parts.length === 0)) {
    parts.push(`${secs} ${DURATION_LABELS.seconds}`);
  }
  return parts.join(' ');
}
