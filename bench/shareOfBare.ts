/** A figure's req/s as a share of the bare fastify route's at the same connections: 0.5 is half. */
export function shareOfBare(perSecond: number, barePerSecond: number): number {
  return barePerSecond > 0 ? perSecond / barePerSecond : 0;
}

/** A share as the tables print it: one decimal below 10 %, whole percent above. */
export function formatShare(share: number): string {
  const percent = 100 * share;
  return `${percent < 10 ? percent.toFixed(1) : percent.toFixed(0)}%`;
}
