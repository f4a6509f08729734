import type { PlanStep } from './planJourney.ts';

/**
 * A step's identity in `done`: the same whatever day it is planned on, so a revisit of a concept
 * shares its first practice set's key (the server's lastPractised carries the revisits' timing).
 */
export function planStepKey(step: Pick<PlanStep, 'kind' | 'objectId' | 'concept'>): string {
  const key = `${step.kind}|${step.objectId}`;
  return step.concept === undefined ? key : `${key}|${step.concept}`;
}
