/**
 * A shuffle that is the same for the same seed: a student sees one order of a question's options,
 * and every student of a paper set one order of its questions, whenever they look.
 */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  let state = 0;
  for (const ch of seed) state = (state * 31 + ch.charCodeAt(0)) >>> 0;
  const random = () => {
    // A small linear congruential generator: enough to spread orders, not meant to be secret.
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as T, shuffled[i] as T];
  }
  return shuffled;
}
