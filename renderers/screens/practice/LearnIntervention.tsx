import { useAtomValue } from 'jotai';
import { Suspense, useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { conceptContentCall } from '../../../domain/contracts/content.ts';
import { practiceEventsCall } from '../../../domain/contracts/practice.ts';
import { percentOf } from '../../../domain/practice/questionTimer.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { reportPracticeError } from './practiceCalls.ts';
import type { Intervention } from './usePracticeSession.ts';

/** Where the lessons' clicks come from, for the player's reports. */
const SOURCE = 'practice_intervention';

export interface LearnInterventionProps {
  sessionId: string;
  intervention: Intervention;
  /** Back to practice: the question that came with the intervention shows. */
  onSkip: () => void;
}

/**
 * Practice is not helping with a concept: the card before the next question offers the lessons
 * that teach it (they open the player), or skipping to keep practising (spec §4, "Practice").
 */
export function LearnIntervention({ sessionId, intervention, onSkip }: LearnInterventionProps) {
  useCatalogParts('learn');
  const id = useId();
  const registry = useRegistry();
  const locale = useAtomValue(localeAtom);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { concept } = intervention;
  const { data, error } = useCall(conceptContentCall, {
    query: { conceptIds: concept.code, locale },
  });
  const lessons = data?.data.flatMap((entry) => entry.content) ?? [];

  const skip = () => {
    const feature = 'practice_events';
    callApi(practiceEventsCall, {
      params: { sessionId },
      body: {
        events: [
          {
            event: 'intervention_skipped',
            at: Date.now(),
            data: { recommendation_id: intervention.recommendation_id, concept: concept.code },
          },
        ],
      },
      feature,
    }).catch((cause: unknown) => reportPracticeError(cause, feature));
    onSkip();
  };

  return (
    <section className="practice-intervention" aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1}>
        <FormattedMessage id="practice.intervention.title" values={{ concept: concept.name }} />
      </h2>
      <p>
        <FormattedMessage id="practice.intervention.why" />
      </p>
      <dl className="practice-stats">
        <div>
          <dt>
            <FormattedMessage id="practice.intervention.predicted" />
          </dt>
          <dd>
            <FormattedMessage
              id="practice.percent"
              values={{ value: percentOf(intervention.predicted_mastery) }}
            />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="practice.intervention.current" />
          </dt>
          <dd>
            <FormattedMessage
              id="practice.percent"
              values={{ value: percentOf(intervention.current_mastery) }}
            />
          </dd>
        </div>
      </dl>
      <h3>
        <FormattedMessage id="practice.intervention.lessons" />
      </h3>
      {error && (
        <p role="alert" className="practice-error">
          <FormattedMessage id="practice.intervention.lessonsFailed" />
        </p>
      )}
      {!data && !error && <registry.Loading />}
      {data && lessons.length === 0 && (
        <p className="shelf-empty">
          <FormattedMessage id="practice.intervention.noLessons" />
        </p>
      )}
      {lessons.length > 0 && (
        <Suspense fallback={<registry.Loading />}>
          <ul className="practice-lessons">
            {lessons.map((tile) => {
              const Tile = registry.tiles[tile.tileType];
              return (
                <li key={tile.id}>
                  <Tile tile={tile} source={SOURCE} module="practice" />
                </li>
              );
            })}
          </ul>
        </Suspense>
      )}
      <button type="button" className="button primary" onClick={skip}>
        <FormattedMessage id="practice.intervention.skip" />
      </button>
    </section>
  );
}
