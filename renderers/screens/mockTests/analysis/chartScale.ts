/** A value's share of a whole, 0–1 (a negative score draws as nothing, never past the end). */
export function shareOf(value: number, whole: number): number {
  if (!(whole > 0)) return 0;
  return Math.min(1, Math.max(0, value / whole));
}

/** Every n-th label of an axis, so at most `most` labels show (1 shows all). */
export function labelStep(count: number, most: number): number {
  return Math.max(1, Math.ceil(count / most));
}
