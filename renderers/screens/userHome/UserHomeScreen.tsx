import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useBrand } from '../../../runtime/brand/BrandContext.ts';
import { useFeature } from '../../../runtime/brand/useFeature.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { currentProfileAtom } from '../../../runtime/session/authState.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { AssignmentsPreview } from './AssignmentsPreview.tsx';
import { BookmarksPreview } from './BookmarksPreview.tsx';
import { LiveClassesPreview } from './LiveClassesPreview.tsx';
import { RevisionPreview } from './RevisionPreview.tsx';
import { TestsTakenPreview } from './TestsTakenPreview.tsx';
import { TimelinePreview } from './TimelinePreview.tsx';
import { WatchlistPreview } from './WatchlistPreview.tsx';
import './userHome.css';
import './userHomeLists.css';
import './revisionLists.css';

/** The study modules a student can go to from home, in the order a day of study runs. */
const STUDY_MODULES = [
  { module: 'learn', to: '/learn/home', label: 'userHome.action.learn' },
  { module: 'practice', to: '/practice/home', label: 'userHome.action.practice' },
  { module: 'test', to: '/test/home', label: 'userHome.action.test' },
] as const;

/**
 * The student's own place (/user-home): a greeting with the day's study and the ways into it,
 * then what they started, took, got wrong and saved, newest first, each section leading to its
 * whole list. On brands that land here after sign-in it is the home.
 */
export function UserHomeScreen() {
  useCatalogParts('userHome', 'learn');
  const intl = useIntl();
  const { modules } = useBrand().docs.brand;
  const profile = useAtomValue(currentProfileAtom);
  const liveClassesOn = useFeature('liveClassTab');
  const title = intl.formatMessage({ id: 'userHome.title' });
  useDocumentTitle(title);
  const study = STUDY_MODULES.filter((m) => modules.includes(m.module));

  return (
    <div className="user-home">
      <header className="hub-greeting">
        <h1>
          {profile ? (
            <FormattedMessage
              id="userHome.greeting"
              values={{ name: profile.profile_details.first_name }}
            />
          ) : (
            title
          )}
        </h1>
        {study.length > 0 && (
          <nav aria-label={intl.formatMessage({ id: 'userHome.studyNav' })}>
            <ul className="hub-actions">
              {study.map((m) => (
                <li key={m.module}>
                  <Link className="button primary" to={m.to}>
                    <FormattedMessage id={m.label} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <div className="hub-sections">
        <TimelinePreview />
        <WatchlistPreview learnOn={modules.includes('learn')} />
        <TestsTakenPreview testOn={modules.includes('test')} />
        <RevisionPreview practiceOn={modules.includes('practice')} />
        <BookmarksPreview />
        <AssignmentsPreview />
        {liveClassesOn && <LiveClassesPreview />}
      </div>
    </div>
  );
}
