import { FormattedMessage } from 'react-intl';
import type { BundleMeta } from '../../../../domain/contracts/mockTests.ts';
import { signedMarks } from '../signedMarks.ts';
import { LEGEND_ORDER, STATUS_LOOK, statusClass } from './statusLook.ts';

/**
 * The instructions every test shares, from the catalog: time, the palette's five statuses, the
 * marking of each section, how to answer and move, and what happens offline.
 */
export function GeneralInstructions({ meta }: { meta: BundleMeta }) {
  return (
    <section aria-labelledby="runner-general-title" className="runner-instructions__general">
      <h2 id="runner-general-title">
        <FormattedMessage id="runner.instructions.general" />
      </h2>
      <ol>
        <li>
          <FormattedMessage
            id="runner.instructions.time"
            values={{ minutes: Math.round(meta.duration / 60), count: meta.question_count }}
          />
        </li>
        <li>
          <FormattedMessage id="runner.instructions.clock" />
        </li>
        {meta.sectionLocking && (
          <li>
            <FormattedMessage id="runner.instructions.locking" />
          </li>
        )}
        <li>
          <FormattedMessage id="runner.instructions.palette" />
          <ul className="runner-instructions__statuses">
            {LEGEND_ORDER.map((status) => (
              <li key={status}>
                <span className={statusClass(status)} aria-hidden="true" />
                <span>
                  <strong>
                    <FormattedMessage id={STATUS_LOOK[status].label} />
                  </strong>{' '}
                  <FormattedMessage id={STATUS_LOOK[status].explain} />
                </span>
              </li>
            ))}
          </ul>
        </li>
        <li>
          <FormattedMessage id="runner.instructions.save" />
        </li>
        <li>
          <FormattedMessage id="runner.instructions.mark" />
        </li>
        <li>
          <FormattedMessage id="runner.instructions.navigate" />
        </li>
        <li>
          <FormattedMessage id="runner.instructions.offline" />
        </li>
      </ol>
      <h3>
        <FormattedMessage id="runner.instructions.marking" />
      </h3>
      <ul>
        {meta.sections.map((section) => (
          <li key={section.code}>
            <FormattedMessage
              id="runner.instructions.sectionMarking"
              values={{
                section: section.name,
                count: section.question_count,
                correct: signedMarks(section.marking.correct),
                incorrect: signedMarks(section.marking.incorrect),
                unattempted: signedMarks(section.marking.unattempted),
              }}
            />
            {section.maxAttempted !== null && (
              <>
                {' '}
                <FormattedMessage
                  id="runner.instructions.sectionLimit"
                  values={{ count: section.maxAttempted }}
                />
              </>
            )}
            {section.section_time !== null && (
              <>
                {' '}
                <FormattedMessage
                  id="runner.instructions.sectionTime"
                  values={{ minutes: Math.round(section.section_time / 60) }}
                />
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
