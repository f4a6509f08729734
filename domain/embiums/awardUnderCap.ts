import type { EmbiumRule } from '../../schemas/types.generated.ts';

/**
 * What a rule awards when the child has already earned `earnedToday` points of its event today:
 * the rule's points, cut to what is left of the day's cap (a partial award rather than none, so
 * the cap is reached exactly), never less than nothing.
 */
export function awardUnderCap(
  rule: Pick<EmbiumRule, 'points' | 'dailyCap'>,
  earnedToday: number,
): number {
  return Math.max(0, Math.min(rule.points, rule.dailyCap - earnedToday));
}
