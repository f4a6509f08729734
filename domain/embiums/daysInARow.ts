/**
 * How many days in a row end on `today`, each among `days` (India day numbers, see indiaDay): 0
 * when today is not among them.
 */
export function daysInARow(days: Iterable<number>, today: number): number {
  const seen = new Set(days);
  let run = 0;
  while (seen.has(today - run)) run++;
  return run;
}
