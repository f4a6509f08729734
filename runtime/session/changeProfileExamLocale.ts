import { editProfileCall } from '../../domain/contracts/auth.ts';
import { AUTH_HEADERS } from '../../domain/contracts/authHeaders.ts';
import type { Locale } from '../../domain/rules/locales.ts';
import { callApi } from '../api/callApi.ts';
import { trackEvent } from '../events/trackEvent.ts';

/** The analytics event of a profile moved to a campaign link's exam and language. */
export const PROFILE_UPDATED_EVENT = { namespace: 'profile', topic: 'PE_Profile_Updated' } as const;

export interface ExamLocaleChange {
  goal: string;
  exam: string;
  locale: Locale;
}

/**
 * Moves the current profile to a campaign link's goal, exam and language (shell spec §4,
 * "Exam/locale change prompt"), then reports it. The language goes in meta too, where the spec's
 * profile update carries it. Loaded only when the student says Change.
 */
export async function changeProfileExamLocale(
  childToken: string,
  { goal, exam, locale }: ExamLocaleChange,
): Promise<void> {
  await callApi(editProfileCall, {
    body: { primary_goal: goal, primary_exam: exam, locale, meta: { locale } },
    headers: { [AUTH_HEADERS.childToken]: childToken },
  });
  trackEvent(PROFILE_UPDATED_EVENT.namespace, PROFILE_UPDATED_EVENT.topic, { goal, exam, locale });
}
