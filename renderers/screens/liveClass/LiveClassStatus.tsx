import { FormattedMessage } from 'react-intl';
import type { LiveClass } from '../../../domain/contracts/liveClasses.ts';
import type { LiveClassPhase } from './liveClassPhase.ts';

/** The student's attendance of a class in words (spec §3, liveClassAttendedStatus). */
export const ATTENDED_TEXTS = {
  NOT_STARTED: 'liveClass.attended.NOT_STARTED',
  ABSENT: 'liveClass.attended.ABSENT',
  PARTIAL: 'liveClass.attended.PARTIAL',
  ATTENDED: 'liveClass.attended.ATTENDED',
} as const satisfies Record<LiveClass['liveClassAttendedStatus'], string>;

const PHASE_TEXTS = {
  upcoming: 'liveClass.status.upcoming',
  ongoing: 'liveClass.status.ongoing',
  ended: 'liveClass.status.ended',
  cancelled: 'liveClass.status.cancelled',
} as const satisfies Record<LiveClassPhase, string>;

/** A class's status in words: on now, upcoming, cancelled, or ended with the student's attendance. */
export function LiveClassStatus({
  phase,
  attended,
}: {
  phase: LiveClassPhase;
  attended: LiveClass['liveClassAttendedStatus'];
}) {
  if (phase !== 'ended') return <FormattedMessage id={PHASE_TEXTS[phase]} />;
  return (
    <>
      <FormattedMessage id={PHASE_TEXTS.ended} />
      {' · '}
      <FormattedMessage id={ATTENDED_TEXTS[attended]} />
    </>
  );
}
