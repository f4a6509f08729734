import { describe, expect, it } from 'vitest';
import { NOTICE_KINDS } from '../../../../domain/contracts/notifications.ts';
import { NOTICE_TEMPLATES } from '../../../../domain/notifications/noticeTemplates.ts';
import { SUPPORTED_LOCALES } from '../../../../domain/rules/locales.ts';
import { serverMessage } from '../../../../server/i18n/serverMessages.ts';

/** The values the emitters pass (docs/decisions/notifications.md, "What notifies"). */
const VALUES = { test: 'Weekly physics', minutes: 20, days: 3, count: 50 };

describe('notice templates', () => {
  it('names each kind’s keys as the notifier renders them', () => {
    for (const kind of NOTICE_KINDS)
      expect(NOTICE_TEMPLATES[kind]).toEqual({
        title: `notice.${kind}.title`,
        body: `notice.${kind}.body`,
      });
  });

  it('renders every kind in every language with its values filled in', () => {
    for (const locale of SUPPORTED_LOCALES)
      for (const kind of NOTICE_KINDS) {
        const { title, body } = NOTICE_TEMPLATES[kind];
        const text = `${serverMessage(title, locale, VALUES)} ${serverMessage(body, locale, VALUES)}`;
        expect(text).not.toMatch(/[{}]/);
        if (kind === 'analysisReady' || kind === 'testOpening') expect(text).toContain(VALUES.test);
        // Numbers in the language's own digits where it has them (২০ in Bengali).
        const digits = (n: number) => new Intl.NumberFormat(locale).format(n);
        if (kind === 'testOpening') expect(text).toContain(digits(VALUES.minutes));
        if (kind === 'planExpiring') expect(text).toContain(digits(VALUES.days));
        if (kind === 'practiceMilestone') expect(text).toContain(digits(VALUES.count));
      }
  });
});
