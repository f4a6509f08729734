import { FormattedMessage, useIntl } from 'react-intl';
import { liveClassRoomCall } from '../../../domain/contracts/liveClasses.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { LiveClassProblem } from './LiveClassProblem.tsx';
import { useLiveClassAttendance } from './useLiveClassAttendance.ts';
import { useLiveClassFormat } from './useLiveClassFormat.ts';

/** What the meeting may use: the student's camera and microphone, full screen, sharing a screen. */
export const ROOM_PERMISSIONS = 'camera; microphone; fullscreen; display-capture';

/**
 * The class's meeting room, embedded, while the class is on: its address comes from the room call
 * (the server's provider, with the student's name), and the student's presence is told to the
 * server for as long as the room is shown. "Leave class" says so and closes it.
 */
export function LiveClassRoom({
  liveClassId,
  title,
  onLeft,
  onClosed,
}: {
  liveClassId: string;
  title: string;
  /** The student left with "Leave class". */
  onLeft: () => void;
  /** The server no longer counts the class (it ended or was cancelled): look at it again. */
  onClosed: () => void;
}) {
  const intl = useIntl();
  const format = useLiveClassFormat();
  const { data, error } = useCall(liveClassRoomCall, { params: { liveClassId } });
  const attendance = useLiveClassAttendance(liveClassId, onClosed);

  return (
    <section
      className="live-class-room"
      aria-label={intl.formatMessage({ id: 'liveClass.room' }, { title })}
    >
      {error ? (
        <LiveClassProblem error={error} />
      ) : data ? (
        <iframe
          className="live-class-frame"
          title={intl.formatMessage({ id: 'liveClass.room' }, { title })}
          src={data.data.url}
          allow={ROOM_PERMISSIONS}
          allowFullScreen
        />
      ) : (
        <p className="live-class-frame live-class-frame--loading" role="status">
          <FormattedMessage id="liveClass.roomLoading" />
        </p>
      )}
      <div className="live-class-room-bar">
        {attendance.answer && (
          <p>
            <FormattedMessage
              id="liveClass.timeInClass"
              values={{ time: format.timeSpent(attendance.answer.timeSpent) }}
            />
          </p>
        )}
        {attendance.failed && (
          <p className="live-class-note" role="status">
            <FormattedMessage id="liveClass.attendanceFailed" />
          </p>
        )}
        <button
          type="button"
          className="button ghost"
          onClick={() => {
            void attendance.leave();
            onLeft();
          }}
        >
          <FormattedMessage id="liveClass.leave" />
        </button>
      </div>
    </section>
  );
}
