import { ANNOTATION_MAX_STEP_S } from './playerConstants.ts';

export interface AnnotationPoint {
  at: number;
  concept_code: string;
  concept_name: string;
}

/**
 * The annotation point that playing from `from` to `to` crossed, if any: `from < at <= to`. A
 * backward move or a jump longer than a time update's step is a seek and crosses nothing; a point
 * already handled (in `done`) is not offered again.
 */
export function crossedAnnotation(
  points: readonly AnnotationPoint[],
  from: number,
  to: number,
  done: ReadonlySet<number> = new Set(),
): AnnotationPoint | undefined {
  if (to <= from || to - from > ANNOTATION_MAX_STEP_S) return undefined;
  return points.find((point) => from < point.at && point.at <= to && !done.has(point.at));
}
