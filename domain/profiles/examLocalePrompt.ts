import type { Locale } from '../rules/locales.ts';
import type { CampaignLink } from './campaignLink.ts';

/** What the prompt offers to change (shell spec §4: both, only the exam, only the language). */
export type ExamLocalePromptVariant = 'both' | 'exam' | 'locale';

export type ExamLocalePrompt =
  | { variant: 'none' }
  | { variant: ExamLocalePromptVariant; goal: string; exam: string; locale: Locale };

export interface StoredProfile {
  primary_goal: string | null;
  primary_exam: string | null;
  locale: Locale;
}

/**
 * Whether a campaign link's exam and content language differ from the current profile's stored
 * ones, and how. The exam counts as different when its goal is (the same code under another goal
 * is another course). An exam the list does not have gives no prompt: the profile could not be
 * moved to it, and the guards would send the student straight back to choose an exam.
 */
export function decideExamLocalePrompt(
  link: CampaignLink | undefined,
  profile: StoredProfile | undefined,
  exams: readonly { code: string; parent_code: string }[],
): ExamLocalePrompt {
  if (!link || !profile) return { variant: 'none' };
  const exam = exams.find((entry) => entry.code === link.examCode);
  if (!exam) return { variant: 'none' };
  const examDiffers =
    exam.code !== profile.primary_exam || exam.parent_code !== profile.primary_goal;
  const localeDiffers = link.contentLocale !== profile.locale;
  const variant = examDiffers
    ? localeDiffers
      ? 'both'
      : 'exam'
    : localeDiffers
      ? 'locale'
      : 'none';
  if (variant === 'none') return { variant };
  return { variant, goal: exam.parent_code, exam: exam.code, locale: link.contentLocale };
}
