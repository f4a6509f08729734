import { readContentLocale } from '../i18n/contentLocale.ts';
import type { Locale } from '../rules/locales.ts';

/** The query parameters that mark a campaign link (shell spec §4, "Exam/locale change prompt"). */
export const CAMPAIGN_PARAMS = {
  source: 'utm_source',
  referrer: '_branch_referrer',
  exam: 'exam_code',
} as const;

export interface CampaignLink {
  examCode: string;
  contentLocale: Locale;
}

const present = (params: URLSearchParams, name: string) => params.get(name)?.trim() || undefined;

/**
 * The exam and content language a campaign link asks for; undefined unless the page has
 * utm_source, _branch_referrer and exam_code and a content language the brand offers (an
 * ordinary link to an exam page must never ask the student to change their profile).
 */
export function readCampaignLink(
  params: URLSearchParams,
  languages: readonly Locale[],
): CampaignLink | undefined {
  const examCode = present(params, CAMPAIGN_PARAMS.exam);
  if (!present(params, CAMPAIGN_PARAMS.source) || !present(params, CAMPAIGN_PARAMS.referrer))
    return undefined;
  const contentLocale = readContentLocale(params);
  if (!examCode || !contentLocale || !languages.includes(contentLocale)) return undefined;
  return { examCode, contentLocale };
}
