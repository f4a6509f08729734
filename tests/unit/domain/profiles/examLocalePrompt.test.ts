import { describe, expect, it } from 'vitest';
import type { CampaignLink } from '../../../../domain/profiles/campaignLink.ts';
import {
  decideExamLocalePrompt,
  type StoredProfile,
} from '../../../../domain/profiles/examLocalePrompt.ts';

const EXAMS = [
  { code: 'jee-main', parent_code: 'PreUG' },
  { code: 'neet-ug', parent_code: 'PreUG' },
  { code: 'cbse-class-10', parent_code: 'K12' },
];
const PROFILE: StoredProfile = { primary_goal: 'PreUG', primary_exam: 'jee-main', locale: 'en' };
const link = (examCode: string, contentLocale: CampaignLink['contentLocale']): CampaignLink => ({
  examCode,
  contentLocale,
});

describe('decideExamLocalePrompt', () => {
  it.each([
    ['exam and language differ', link('neet-ug', 'hi'), PROFILE, 'both'],
    ['only the exam differs', link('neet-ug', 'en'), PROFILE, 'exam'],
    ['only the goal differs', link('cbse-class-10', 'en'), PROFILE, 'exam'],
    ['the goal and language differ', link('cbse-class-10', 'ta'), PROFILE, 'both'],
    ['only the language differs', link('jee-main', 'hi'), PROFILE, 'locale'],
    [
      'the stored goal no longer fits the same exam',
      link('jee-main', 'en'),
      { ...PROFILE, primary_goal: 'K12' },
      'exam',
    ],
    [
      'the profile has no exam yet',
      link('jee-main', 'en'),
      { primary_goal: null, primary_exam: null, locale: 'en' },
      'exam',
    ],
  ] as const)('offers a change when %s', (_case, campaign, profile, variant) => {
    const exam = EXAMS.find((e) => e.code === campaign.examCode);
    expect(decideExamLocalePrompt(campaign, profile, EXAMS)).toEqual({
      variant,
      goal: exam?.parent_code,
      exam: campaign.examCode,
      locale: campaign.contentLocale,
    });
  });

  it.each([
    ['nothing differs', link('jee-main', 'en'), PROFILE, EXAMS],
    ['there is no campaign link', undefined, PROFILE, EXAMS],
    ['there is no current profile', link('neet-ug', 'hi'), undefined, EXAMS],
    ['the exam list does not have the exam', link('aieee', 'hi'), PROFILE, EXAMS],
    ['the exam list is empty', link('neet-ug', 'hi'), PROFILE, []],
  ] as const)('stays closed when %s', (_case, campaign, profile, exams) => {
    expect(decideExamLocalePrompt(campaign, profile, exams)).toEqual({ variant: 'none' });
  });
});
