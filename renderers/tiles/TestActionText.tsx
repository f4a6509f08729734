import { FormattedMessage } from 'react-intl';
import type { TestAction } from '../../domain/mockTests/testSchedule.ts';
import { LockIcon } from './TileIcons.tsx';
import { useMomentFormat } from './useMomentFormat.ts';

/**
 * What a test's tile and button say for its schedule (learning-experience spec §4, "Tile and
 * button text"): when it starts (the time alone on the same day, else the date too), Start,
 * Resume, a lock with "Locked", Expired, when the results come, or View feedback.
 */
export function TestActionText({ action }: { action: TestAction }) {
  const format = useMomentFormat();
  switch (action.kind) {
    case 'startsAt':
      return action.sameDay ? (
        <FormattedMessage id="test.action.startsAtTime" values={{ time: format.time(action.at) }} />
      ) : (
        <FormattedMessage
          id="test.action.startsAtDate"
          values={{ dateTime: format.dateTime(action.at) }}
        />
      );
    case 'start':
      return <FormattedMessage id="test.action.start" />;
    case 'resume':
      return <FormattedMessage id="test.action.resume" />;
    case 'locked':
      return (
        <>
          <LockIcon />
          <FormattedMessage id="test.action.locked" />
        </>
      );
    case 'expired':
      return <FormattedMessage id="test.action.expired" />;
    case 'feedbackAt':
      return (
        <FormattedMessage
          id="test.action.feedbackAt"
          values={{ dateTime: format.dateTime(action.at) }}
        />
      );
    case 'feedback':
      return <FormattedMessage id="test.action.feedback" />;
  }
}
