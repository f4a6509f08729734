/**
 * mulberry32 (Tommy Ettinger): a small seeded generator of numbers in [0, 1), the same draws for
 * the same seed — a plan's tie-breaks, a bench's simulated students, a poster's layout. Not meant
 * to be secret.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
