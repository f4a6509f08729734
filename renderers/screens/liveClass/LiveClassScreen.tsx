import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { liveClassCall } from '../../../domain/contracts/liveClasses.ts';
import { MS_PER_SECOND } from '../../../domain/rules/numberFormat.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useTextLanguage } from '../../../runtime/i18n/useTextLanguage.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { useServerNow } from '../../../runtime/time/serverClock.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { LiveClassProblem } from './LiveClassProblem.tsx';
import { LiveClassStage } from './LiveClassStage.tsx';
import { LiveClassStatus } from './LiveClassStatus.tsx';
import { liveClassPhase } from './liveClassPhase.ts';
import { useLiveClassPaths } from './liveClassPaths.ts';
import { useLiveClassFormat } from './useLiveClassFormat.ts';
import './liveClass.css';

/**
 * /{product}-live-class/:liveClassId/:type?: one class, by the server's clock: the countdown and
 * registering before it, the meeting room while it is on, the summary's links after.
 */
export function LiveClassScreen() {
  useCatalogParts('classroom');
  const registry = useRegistry();
  const params = useParams();
  const liveClassId = params['liveClassId'] ?? '';
  const locale = useAtomValue(localeAtom);
  const paths = useLiveClassPaths();
  const format = useLiveClassFormat();
  const textLang = useTextLanguage();
  const now = useServerNow(MS_PER_SECOND);
  const { data, error, mutate } = useCall(liveClassCall, {
    params: { liveClassId },
    query: { locale },
  });
  const liveClass = data?.data;
  useDocumentTitle(liveClass?.title);

  if (error) return <LiveClassProblem error={error} retry={() => void mutate()} />;
  if (!liveClass) return <registry.Loading />;
  const phase = liveClassPhase(liveClass, now);
  const { title, className, batchTitle, teacherName, startsAt } = liveClass;

  return (
    <article className="live-class-page" aria-labelledby="live-class-title" data-phase={phase}>
      <p className="back-link">
        <Link to={paths.list}>
          <FormattedMessage id="liveClass.allClasses" />
        </Link>
      </p>
      <h1 id="live-class-title" lang={textLang(title)}>
        {title}
      </h1>
      <p className="live-class-meta">
        <span lang={textLang(className)}>{batchTitle ?? className}</span>
        {teacherName !== null && (
          <>
            {' · '}
            <span lang={textLang(teacherName)}>{teacherName}</span>
          </>
        )}
        {' · '}
        <time dateTime={new Date(startsAt).toISOString()}>{format.start(startsAt)}</time>
        {' · '}
        {format.minutes(liveClass.durationMinutes)}
      </p>
      <p className="live-class-status">
        <FormattedMessage id="liveClass.status" />
        {': '}
        <LiveClassStatus phase={phase} attended={liveClass.liveClassAttendedStatus} />
      </p>
      <LiveClassStage
        liveClass={liveClass}
        phase={phase}
        now={now}
        onChanged={() => void mutate()}
      />
    </article>
  );
}
