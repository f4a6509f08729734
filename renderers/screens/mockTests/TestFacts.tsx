import { FormattedMessage } from 'react-intl';
import type { BundleMeta } from '../../../domain/contracts/mockTests.ts';
import { LOCALE_NAMES } from '../../../domain/rules/locales.ts';
import { useMomentFormat } from '../../tiles/useMomentFormat.ts';
import { signedMarks } from './signedMarks.ts';

const minutesOf = (seconds: number) => Math.round(seconds / 60);

/** Duration, size, marks and languages of a test, as a list of terms. */
export function TestFacts({ meta }: { meta: BundleMeta }) {
  return (
    <dl className="test-facts">
      <div>
        <dt>
          <FormattedMessage id="test.summary.duration" />
        </dt>
        <dd>
          <FormattedMessage id="test.minutes" values={{ count: minutesOf(meta.duration) }} />
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="test.summary.questions" />
        </dt>
        <dd>{meta.question_count}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="test.summary.maxMarks" />
        </dt>
        <dd>{meta.max_marks}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="test.summary.languages" />
        </dt>
        <dd>
          {meta.languages.map((code, index) => (
            <span key={code} lang={code}>
              {index > 0 && ', '}
              {LOCALE_NAMES[code].native}
            </span>
          ))}
        </dd>
      </div>
    </dl>
  );
}

/** Each section's questions, marking, time and how many answers count. */
export function SectionsTable({ sections }: { sections: BundleMeta['sections'] }) {
  return (
    <table className="test-table">
      <caption>
        <FormattedMessage id="test.summary.sections" />
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="test.summary.section" />
          </th>
          <th scope="col">
            <FormattedMessage id="test.summary.questions" />
          </th>
          <th scope="col">
            <FormattedMessage id="test.summary.maxMarks" />
          </th>
          <th scope="col">
            <FormattedMessage id="test.summary.marking" />
          </th>
          <th scope="col">
            <FormattedMessage id="test.summary.sectionTime" />
          </th>
          <th scope="col">
            <FormattedMessage id="test.summary.toAnswer" />
          </th>
        </tr>
      </thead>
      <tbody>
        {sections.map((section) => (
          <tr key={section.code}>
            <th scope="row">{section.name}</th>
            <td>{section.question_count}</td>
            <td>{section.max_marks}</td>
            <td>
              <FormattedMessage
                id="test.summary.markingScheme"
                values={{
                  correct: signedMarks(section.marking.correct),
                  incorrect: signedMarks(section.marking.incorrect),
                  unattempted: signedMarks(section.marking.unattempted),
                }}
              />
            </td>
            <td>
              {section.section_time === null ? (
                <FormattedMessage id="test.summary.noSectionTime" />
              ) : (
                <FormattedMessage
                  id="test.minutes"
                  values={{ count: minutesOf(section.section_time) }}
                />
              )}
            </td>
            <td>
              {section.maxAttempted === null ? (
                <FormattedMessage id="test.summary.answerAll" />
              ) : (
                <FormattedMessage
                  id="test.summary.answerAny"
                  values={{ count: section.maxAttempted, total: section.question_count }}
                />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const MOMENT_TERMS = [
  ['startsAt', 'test.schedule.startsAt'],
  ['locksAt', 'test.schedule.locksAt'],
  ['endsAt', 'test.schedule.endsAt'],
  ['answerKeyAt', 'test.schedule.answerKeyAt'],
  ['solutionAt', 'test.schedule.solutionAt'],
] as const;

/** A scheduled test's moments: when it opens, takes no new starts, ends, and results come. */
export function ScheduleMoments({
  moments,
}: {
  moments: NonNullable<BundleMeta['test_time_details']>;
}) {
  const format = useMomentFormat();
  return (
    <dl className="test-schedule">
      {MOMENT_TERMS.map(([moment, term]) => (
        <div key={moment}>
          <dt>
            <FormattedMessage id={term} />
          </dt>
          <dd>
            <time dateTime={new Date(moments[moment]).toISOString()}>
              {format.dateTime(moments[moment])}
            </time>
          </dd>
        </div>
      ))}
    </dl>
  );
}
