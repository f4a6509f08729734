import type { FeedbackCategory } from '../../domain/contracts/helpdesk.ts';
import { ApiError } from '../../runtime/api/callApi.ts';

/** Message keys of the categories, literal so the catalog check can see them. */
export const CATEGORY_LABELS: Readonly<Record<FeedbackCategory, string>> = {
  suggestion: 'info.feedback.category.suggestion',
  problem: 'info.feedback.category.problem',
  content: 'info.feedback.category.content',
  account: 'info.feedback.category.account',
  other: 'info.feedback.category.other',
};

/** Message keys for the failures a person can act on; anything else gets the generic one. */
const SEND_ERRORS: Readonly<Record<string, string>> = {
  RATE_LIMITED: 'info.feedback.error.rateLimited',
  NETWORK: 'info.feedback.error.network',
};

export function feedbackErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return SEND_ERRORS[error.code] ?? 'info.feedback.error.generic';
  console.error('unexpected failure', error);
  return 'info.feedback.error.generic';
}
