import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { LiveClass } from '../../../domain/contracts/liveClasses.ts';
import { useTextLanguage } from '../../../runtime/i18n/useTextLanguage.ts';
import { liveClassPhase } from './liveClassPhase.ts';
import { LiveClassStatus } from './LiveClassStatus.tsx';
import { RegisterToggle } from './RegisterToggle.tsx';
import { useLiveClassPaths } from './liveClassPaths.ts';
import { useLiveClassFormat } from './useLiveClassFormat.ts';

/**
 * One class of a list: its title (opening the class), class and batch, teacher, start in the
 * student's language and time zone, length and status in words, and what can be done now: join
 * while it is on, register for it before, see the summary after.
 */
export function LiveClassCard({ liveClass, now }: { liveClass: LiveClass; now: number }) {
  const id = useId();
  const paths = useLiveClassPaths();
  const format = useLiveClassFormat();
  const textLang = useTextLanguage();
  const phase = liveClassPhase(liveClass, now);
  const { liveClassId, title, className, batchTitle, teacherName, startsAt } = liveClass;
  return (
    <li className="live-class-card" aria-labelledby={id} data-phase={phase}>
      <h3 id={id} lang={textLang(title)}>
        <Link to={paths.liveClass(liveClassId)}>{title}</Link>
      </h3>
      <dl className="live-class-facts">
        <div>
          <dt>
            <FormattedMessage id="liveClass.class" />
          </dt>
          <dd>
            <span lang={textLang(className)}>{className}</span>
            {batchTitle !== null && (
              <>
                {' · '}
                <span lang={textLang(batchTitle)}>{batchTitle}</span>
              </>
            )}
          </dd>
        </div>
        {teacherName !== null && (
          <div>
            <dt>
              <FormattedMessage id="liveClass.teacher" />
            </dt>
            <dd lang={textLang(teacherName)}>{teacherName}</dd>
          </div>
        )}
        <div>
          <dt>
            <FormattedMessage id="liveClass.starts" />
          </dt>
          <dd>
            <time dateTime={new Date(startsAt).toISOString()}>{format.start(startsAt)}</time>
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="liveClass.duration" />
          </dt>
          <dd>{format.minutes(liveClass.durationMinutes)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="liveClass.status" />
          </dt>
          <dd className="live-class-status">
            <LiveClassStatus phase={phase} attended={liveClass.liveClassAttendedStatus} />
          </dd>
        </div>
      </dl>
      <div className="live-class-actions">
        {phase === 'ongoing' && (
          <Link className="button primary" to={paths.liveClass(liveClassId)} aria-describedby={id}>
            <FormattedMessage id="liveClass.join" />
          </Link>
        )}
        {phase === 'upcoming' && (
          <RegisterToggle
            liveClassId={liveClassId}
            registered={liveClass.registered}
            describedBy={id}
          />
        )}
        {phase === 'ended' && (
          <Link className="button ghost" to={paths.summary(liveClassId)} aria-describedby={id}>
            <FormattedMessage id="liveClass.seeSummary" />
          </Link>
        )}
      </div>
    </li>
  );
}
