import { cancelLiveClass } from '../../server/services/classroom/liveScheduleStore.ts';
import { changeLiveClass } from '../classroom/changeLiveClass.ts';

/**
 * `abhyas live cancel <liveClassId>`: calls a class off; it is never on after this. A class that
 * is over cannot be cancelled (exit 1).
 */
export default changeLiveClass(
  'cancelled',
  cancelLiveClass,
  (id) => `live class "${id}" is over: only a class still to come or on now can be cancelled`,
);
