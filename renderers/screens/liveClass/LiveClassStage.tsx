import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { LiveClass } from '../../../domain/contracts/liveClasses.ts';
import { LiveClassRoom } from './LiveClassRoom.tsx';
import type { LiveClassPhase } from './liveClassPhase.ts';
import { RegisterToggle } from './RegisterToggle.tsx';
import { useLiveClassPaths } from './liveClassPaths.ts';
import { useLiveClassFormat } from './useLiveClassFormat.ts';

/**
 * What a class page shows for where the class stands: before it, a countdown by the server's clock
 * and registering; while it is on, the room (or, after leaving it, the way back in); after it,
 * the way to the summary and the performance; or that it was cancelled.
 */
export function LiveClassStage({
  liveClass,
  phase,
  now,
  onChanged,
}: {
  liveClass: LiveClass;
  phase: LiveClassPhase;
  /** Server time, epoch ms. */
  now: number;
  /** The server says the class changed (ended or cancelled): ask for it again. */
  onChanged: () => void;
}) {
  const [left, setLeft] = useState(false);
  const format = useLiveClassFormat();
  const paths = useLiveClassPaths();
  const { liveClassId, title } = liveClass;

  switch (phase) {
    case 'upcoming':
      return (
        <div className="live-class-waiting">
          {/* A timer is not announced at every tick; its text is there when read. */}
          <p className="live-class-countdown" role="timer">
            {format.countdown(liveClass.startsAt, now) ?? (
              <FormattedMessage id="liveClass.startingNow" />
            )}
          </p>
          <RegisterToggle liveClassId={liveClassId} registered={liveClass.registered} />
        </div>
      );
    case 'ongoing':
      return left ? (
        <div className="live-class-left" role="status">
          <p>
            <FormattedMessage id="liveClass.left" />
          </p>
          <button type="button" className="button primary" onClick={() => setLeft(false)}>
            <FormattedMessage id="liveClass.joinAgain" />
          </button>
        </div>
      ) : (
        <LiveClassRoom
          liveClassId={liveClassId}
          title={title}
          onLeft={() => setLeft(true)}
          onClosed={onChanged}
        />
      );
    case 'ended':
      return (
        <nav className="live-class-ended" aria-labelledby="live-class-ended">
          <p id="live-class-ended">
            <FormattedMessage id="liveClass.ended" />
          </p>
          <ul>
            <li>
              <Link className="button primary" to={paths.summary(liveClassId)}>
                <FormattedMessage id="liveClass.seeSummary" />
              </Link>
            </li>
            <li>
              <Link className="button ghost" to={paths.summary(liveClassId, true)}>
                <FormattedMessage id="liveClass.seePerformance" />
              </Link>
            </li>
          </ul>
        </nav>
      );
    case 'cancelled':
      return (
        <p className="live-class-note">
          <FormattedMessage id="liveClass.cancelled" />
        </p>
      );
  }
}
