import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { intlLocaleOf } from '../../../domain/i18n/intlLocale.ts';
import { liveClassesCall, type LiveClass } from '../../../domain/contracts/liveClasses.ts';
import { ApiError } from '../../../runtime/api/callApi.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useTextLanguage } from '../../../runtime/i18n/useTextLanguage.ts';
import { useLiveClassPaths } from '../liveClass/liveClassPaths.ts';
import { studentZone } from './timeline/studentZone.ts';
import type { HubEmpty } from './HubEmpty.tsx';
import type { HubSection, HubStatus } from './HubSection.tsx';
import { HUB_PREVIEW_ITEMS } from './hubPreview.ts';
import './liveClassesPreview.css';

/** A class's start as the live-class screens write it: the language's Indian form, the student's zone. */
const START = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
} as const;

function PreviewItem({ liveClass, ongoing }: { liveClass: LiveClass; ongoing: boolean }) {
  const intl = useIntl();
  const paths = useLiveClassPaths();
  const textLang = useTextLanguage();
  const id = `hub-live-${liveClass.liveClassId}`;
  const to = paths.liveClass(liveClass.liveClassId);
  return (
    <li className="hub-live-class" aria-labelledby={id}>
      <Link id={id} to={to} lang={textLang(liveClass.title)}>
        {liveClass.title}
      </Link>
      <span className="hub-live-class-when">
        {ongoing ? (
          <strong>
            <FormattedMessage id="userHome.liveClasses.onNow" />
          </strong>
        ) : (
          <time dateTime={new Date(liveClass.startsAt).toISOString()}>
            {new Intl.DateTimeFormat(intlLocaleOf(intl.locale), {
              ...START,
              timeZone: studentZone().timeZone,
            }).format(liveClass.startsAt)}
          </time>
        )}
        {' · '}
        <span lang={textLang(liveClass.className)}>{liveClass.className}</span>
      </span>
      {ongoing && (
        <Link className="button primary" to={to} aria-describedby={id}>
          <FormattedMessage id="userHome.liveClasses.join" />
        </Link>
      )}
    </li>
  );
}

/**
 * Live classes on user home, where the brand's live-class tab is on: the classes on now (with
 * "Join"), then the next ones, and "See all". Where the server has live classes off for this
 * student the section says so rather than failing.
 */
export function LiveClassesSection({
  Section,
  Empty,
  statusOf,
}: {
  /**
   * User home's section parts, handed in by the preview that is already in user home's chunk: a
   * lazy chunk importing them would split them out of it, a request more for every home.
   */
  Section: typeof HubSection;
  Empty: typeof HubEmpty;
  statusOf: (items: readonly unknown[] | undefined, error: unknown) => HubStatus;
}) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const paths = useLiveClassPaths();
  const page = { locale, pageNumber: 1, pageSize: HUB_PREVIEW_ITEMS };
  const ongoing = useCall(liveClassesCall, { query: { ...page, category: 'PRESENT' } });
  // Asked once the first answers, so a server with live classes off is asked once, not twice.
  const next = useCall(
    liveClassesCall,
    ongoing.data ? { query: { ...page, category: 'FUTURE' } } : null,
  );
  const off = ongoing.error instanceof ApiError && ongoing.error.code === 'LIVE_CLASS_OFF';
  const now = ongoing.data?.data.liveClasses;
  const later = next.data?.data.liveClasses;
  const items = now && later && [...now, ...later].slice(0, HUB_PREVIEW_ITEMS);
  const total = ongoing.data && next.data && ongoing.data.data.total + next.data.data.total;
  return (
    <Section
      id="live-classes"
      title={intl.formatMessage({ id: 'userHome.liveClasses' })}
      status={off ? 'empty' : statusOf(items, ongoing.error ?? next.error)}
      count={total ?? undefined}
      to={paths.list}
      empty={
        <Empty
          message={
            <FormattedMessage
              id={off ? 'userHome.liveClasses.off' : 'userHome.liveClasses.empty'}
            />
          }
        />
      }
    >
      <ul className="hub-list">
        {items?.map((liveClass, index) => (
          <PreviewItem
            key={liveClass.liveClassId}
            liveClass={liveClass}
            ongoing={index < (now?.length ?? 0)}
          />
        ))}
      </ul>
    </Section>
  );
}
