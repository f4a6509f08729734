/** Exit codes of every `abhyas` command: scripts and CI rely on them. */
export const EXIT = { ok: 0, invalid: 1, usage: 2 } as const;

/** A mistake in how the command was called (unknown brand, taken id, bad option value). */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Data the command was given or found that is not right (a class no longer on): exit 1, one line. */
export class InvalidDataError extends Error {
  override name = 'InvalidDataError';
}
