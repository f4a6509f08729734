import { endLiveClass } from '../../server/services/classroom/liveScheduleStore.ts';
import { changeLiveClass } from '../classroom/changeLiveClass.ts';

/**
 * `abhyas live end <liveClassId>`: ends a class that is on now, before its planned end; its room
 * shuts and attendance is counted to now. A class not on now cannot be ended (exit 1).
 */
export default changeLiveClass(
  'ended',
  endLiveClass,
  (id) => `live class "${id}" is not on now: only a class on now can be ended`,
);
