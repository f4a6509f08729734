/**
 * How many runs of `every` right answers in a row a sequence holds (true = right), counted as the
 * answers came: a run that earns starts the count again, a wrong answer breaks it.
 */
export function runsCompleted(rightInOrder: readonly boolean[], every: number): number {
  let runs = 0;
  let run = 0;
  for (const right of rightInOrder) {
    run = right ? run + 1 : 0;
    if (run === every) {
      runs++;
      run = 0;
    }
  }
  return runs;
}
