import { CAMPAIGN_PARAMS } from '../profiles/campaignLink.ts';

/**
 * The exam a page belongs to: the one its address names with exam_code (shell spec §3, query
 * parameters read by the shell). Such a page gets the exam-specific header.
 */
export function examOfPage(params: URLSearchParams): string | undefined {
  return params.get(CAMPAIGN_PARAMS.exam)?.trim() || undefined;
}
