import { analysisHref, runnerHref } from '../../../domain/mockTests/testLinks.ts';
import type { Notice } from '../../../domain/notifications/Notice.ts';
import { textIn, type LocalisedText } from '../../../domain/rules/localisedText.ts';
import { MINUTE_MS } from '../../../domain/timeline/timelinePeriods.ts';

interface Told {
  orgId: number;
  childId: string;
  /** The child's language: the test's title is given in it. */
  locale: string;
}

/**
 * A test's analysis is there for a child who sat it: at once for an unscheduled test
 * (`analysisReady`), when its results and solutions come out for a scheduled one
 * (`solutionsReleased`). Once per session.
 */
export function testResultNotice(
  kind: 'analysisReady' | 'solutionsReleased',
  to: Told,
  test: { code: string; title: LocalisedText },
  sessionId: string,
): Notice {
  return {
    ...to,
    kind,
    dedupeKey: `${kind}:${sessionId}`,
    values: { test: textIn(test.title, to.locale) },
    link: analysisHref(test.code, sessionId),
  };
}

/** A scheduled test opens soon; once per child and opening (a moved start tells again). */
export function testOpeningNotice(
  to: Told,
  test: { code: string; title: LocalisedText; startsAt: number },
  now: number,
): Notice {
  return {
    ...to,
    kind: 'testOpening',
    dedupeKey: `testOpening:${test.code}:${test.startsAt}`,
    values: {
      test: textIn(test.title, to.locale),
      minutes: Math.max(1, Math.ceil((test.startsAt - now) / MINUTE_MS)),
    },
    link: runnerHref(test.code),
  };
}
