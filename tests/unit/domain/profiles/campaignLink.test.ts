import { describe, expect, it } from 'vitest';
import { readCampaignLink } from '../../../../domain/profiles/campaignLink.ts';
import { SUPPORTED_LOCALES } from '../../../../domain/rules/locales.ts';

const CAMPAIGN = 'utm_source=whatsapp&_branch_referrer=ref-1';
const read = (
  query: string,
  languages: readonly (typeof SUPPORTED_LOCALES)[number][] = SUPPORTED_LOCALES,
) => readCampaignLink(new URLSearchParams(query), languages);

describe('readCampaignLink', () => {
  it.each([
    [
      `${CAMPAIGN}&exam_code=neet-ug&content_locale=hi`,
      { examCode: 'neet-ug', contentLocale: 'hi' },
    ],
    [`${CAMPAIGN}&exam_code=neet-ug&locale=ta`, { examCode: 'neet-ug', contentLocale: 'ta' }],
    [
      `${CAMPAIGN}&exam_code=jee-main&content_locale=en&locale=hi`,
      { examCode: 'jee-main', contentLocale: 'en' },
    ],
  ])('reads %s', (query, expected) => {
    expect(read(query)).toEqual(expected);
  });

  it.each([
    ['exam_code=neet-ug&content_locale=hi', 'no utm_source nor _branch_referrer'],
    ['_branch_referrer=r&exam_code=neet-ug&content_locale=hi', 'no utm_source'],
    ['utm_source=s&exam_code=neet-ug&content_locale=hi', 'no _branch_referrer'],
    ['utm_source=&_branch_referrer=r&exam_code=neet-ug&content_locale=hi', 'an empty utm_source'],
    [`${CAMPAIGN}&content_locale=hi`, 'no exam_code'],
    [`${CAMPAIGN}&exam_code=&content_locale=hi`, 'an empty exam_code'],
    [`${CAMPAIGN}&exam_code=neet-ug`, 'no content language'],
    [`${CAMPAIGN}&exam_code=neet-ug&content_locale=fr`, 'an unsupported content language'],
  ])('is no campaign link with %s (%s)', (query) => {
    expect(read(query)).toBeUndefined();
  });

  it('needs a content language the brand offers', () => {
    expect(read(`${CAMPAIGN}&exam_code=neet-ug&content_locale=hi`, ['en', 'ta'])).toBeUndefined();
    expect(read(`${CAMPAIGN}&exam_code=neet-ug&content_locale=ta`, ['en', 'ta'])).toEqual({
      examCode: 'neet-ug',
      contentLocale: 'ta',
    });
  });
});
