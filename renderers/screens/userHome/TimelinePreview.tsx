import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { TodaySummary } from './timeline/TodaySummary.tsx';

/** The day's study so far, leading to the timeline's charts. */
export function TimelinePreview() {
  return (
    <div className="hub-section hub-timeline" data-section="timeline">
      <TodaySummary headingLevel={2} />
      <Link className="hub-see-all" to="/user-home/my-timeline">
        <FormattedMessage id="userHome.timeline.open" />
      </Link>
    </div>
  );
}
