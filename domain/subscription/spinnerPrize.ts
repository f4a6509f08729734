/**
 * Which prize a roll lands on: prizes take slices of [0, total weight) in wheel order, each as
 * wide as its weight. The server rolls with `crypto.randomInt(0, totalWeight)`; this stays pure so
 * that every slice can be tested.
 */
export function totalWeight(weights: readonly number[]): number {
  return weights.reduce((sum, weight) => sum + weight, 0);
}

export function prizeAt(weights: readonly number[], roll: number): number {
  if (!Number.isInteger(roll) || roll < 0 || roll >= totalWeight(weights))
    throw new RangeError(`roll ${String(roll)} is outside the wheel`);
  let upTo = 0;
  for (const [index, weight] of weights.entries()) {
    upTo += weight;
    if (roll < upTo) return index;
  }
  throw new RangeError('unreachable: the roll is below the total weight');
}
