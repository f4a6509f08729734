import { codeOfLearnPath, LEARN_MAP_PARAM } from '../tiles/learnLinks.ts';
import { FRAMED_PARAM } from '../routing/framedPage.ts';

/** The query parameters of /practice (learning-experience spec §2, "Practice"). */
export const PRACTICE_PARAMS = {
  mode: 'mode',
  title: 'title',
  embedded: FRAMED_PARAM,
  learnMap: LEARN_MAP_PARAM,
  book: 'book_id',
  concepts: 'concepts',
  video: 'video_id',
  concept: 'conceptCode',
  questions: 'questionCode',
  plan: 'paj_id',
  planStep: 'paj_step_index',
  call: 'call_id',
} as const;

export const PRACTICE_PATH = '/practice';
export const PRACTICE_HOME_PATH = '/practice/home';
export const SESSION_SUMMARY_PATH = '/practice/session-summary';
export const PRACTICE_SUMMARY_PATH = '/practice/summary';
/** Query parameter of the session summary that names the session. */
export const SESSION_ID_PARAM = 'session_id';

/** `/practice?mode=Normal&learnmap_id={learnPath}&title={title}`: practise a chapter or topic. */
export function practiceHref(learnPath: string, title?: string): string {
  const query = new URLSearchParams({
    [PRACTICE_PARAMS.mode]: 'Normal',
    [PRACTICE_PARAMS.learnMap]: learnPath,
    ...(title !== undefined && { [PRACTICE_PARAMS.title]: title }),
  });
  return `${PRACTICE_PATH}?${query.toString()}`;
}

/**
 * `/practice?mode=Normal&learnmap_id={chapter}&questionCode={code}`: a chapter practised again with
 * one question first (the revision list's "practise this again"; the question is queued by
 * POST /v1/practice/{sessionId}/question, as adhoc practice queues its questions).
 */
export function practiseAgainHref(learnPath: string, code: string, title?: string): string {
  const query = new URLSearchParams({
    [PRACTICE_PARAMS.mode]: 'Normal',
    [PRACTICE_PARAMS.learnMap]: learnPath,
    [PRACTICE_PARAMS.questions]: code,
    ...(title !== undefined && { [PRACTICE_PARAMS.title]: title }),
  });
  return `${PRACTICE_PATH}?${query.toString()}`;
}

/** `/practice/summary/{code}?learnmap_id={learnPath}`: a chapter or topic to practise. */
export function practiceSummaryHref(learnPath: string): string {
  const query = new URLSearchParams({ [LEARN_MAP_PARAM]: learnPath });
  return `${PRACTICE_SUMMARY_PATH}/${encodeURIComponent(codeOfLearnPath(learnPath))}?${query.toString()}`;
}

/** `/practice/session-summary?session_id={id}`. */
export function sessionSummaryHref(sessionId: string): string {
  const query = new URLSearchParams({ [SESSION_ID_PARAM]: sessionId });
  return `${SESSION_SUMMARY_PATH}?${query.toString()}`;
}
