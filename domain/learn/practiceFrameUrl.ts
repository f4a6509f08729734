import { PRACTICE_PARAMS, PRACTICE_PATH } from '../practice/practiceLinks.ts';
import type { AnnotationPoint } from './crossedAnnotation.ts';

/** The path of the practice screen the annotation frame opens (ad hoc practice of one concept). */
export function practiceFrameUrl(videoId: string, point: AnnotationPoint): string {
  const query = new URLSearchParams({
    [PRACTICE_PARAMS.mode]: 'AdhocPractice',
    [PRACTICE_PARAMS.video]: videoId,
    [PRACTICE_PARAMS.concept]: point.concept_code,
    [PRACTICE_PARAMS.title]: point.concept_name,
    [PRACTICE_PARAMS.embedded]: 'true',
  });
  return `${PRACTICE_PATH}?${query.toString()}`;
}
