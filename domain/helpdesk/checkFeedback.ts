import * as z from 'zod/mini';
import { feedbackBody, type FeedbackCategory } from '../contracts/helpdesk.ts';
import type { Locale } from '../rules/locales.ts';

/** The form's fields as typed: an empty e-mail field means no address. */
export interface FeedbackDraft {
  category: FeedbackCategory;
  message: string;
  email: string;
}

/** The fields a person can get wrong (the category is always one of the offered ones). */
export type FeedbackField = 'message' | 'email';

export type FeedbackCheck =
  { ok: true; body: z.output<typeof feedbackBody> } | { ok: false; invalid: FeedbackField[] };

/**
 * The draft checked by the call's own contract, so the form refuses exactly what the server would,
 * with the fields to point at in the order the form shows them.
 */
export function checkFeedback(
  draft: FeedbackDraft,
  context: { page: string; locale: Locale },
): FeedbackCheck {
  const email = draft.email.trim();
  const parsed = z.safeParse(feedbackBody, {
    category: draft.category,
    message: draft.message,
    ...(email !== '' && { email }),
    page: context.page,
    locale: context.locale,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const named = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  return { ok: false, invalid: (['message', 'email'] as const).filter((f) => named.has(f)) };
}
