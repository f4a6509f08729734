import { FormattedMessage, useIntl } from 'react-intl';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { PeriodView } from './timeline/PeriodView.tsx';
import { TodaySummary } from './timeline/TodaySummary.tsx';
import './timeline/timeline.css';

/**
 * The timeline (/user-home/my-timeline): today's activity, then a day, week, month or year as
 * charts of time by subject, accuracy, and current against predicted practice accuracy, each with
 * its table. Every call's failure is filed (module Home, screen Timeline) and the screen shows
 * what it has.
 */
export function TimelineScreen() {
  useCatalogParts('userHome');
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'timeline.title' }));
  return (
    <div className="timeline">
      <h1>
        <FormattedMessage id="timeline.title" />
      </h1>
      <TodaySummary />
      <PeriodView />
    </div>
  );
}
