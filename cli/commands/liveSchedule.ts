import { LIVE_CLASS_DURATION_MAX_MINUTES } from '../../domain/liveClass/liveClassLength.ts';
import { isRoomName, ROOM_NAME_RULE } from '../../domain/liveClass/roomName.ts';
import { meetingsOf, parseServerEnv } from '../../server/config/serverConfig.ts';
import { MEETING_PROVIDER_NAMES } from '../../server/providers/meetings/MeetingProvider.ts';
import { scheduleLiveClass } from '../../server/services/classroom/liveScheduleStore.ts';
import { findBatch } from '../../server/services/classroom/instituteLookupStore.ts';
import { subjectOption, textOption } from '../classroom/classroomOptions.ts';
import { asOperator } from '../classroom/instituteRefusal.ts';
import { printLiveClass } from '../classroom/printLiveClass.ts';
import { parseStart } from '../classroom/parseWhen.ts';
import { requireClassroom } from '../classroom/requireClassroom.ts';
import { withOperatorDatabase } from '../events/openOperatorDatabase.ts';
import { wholeNumber } from '../events/parseOptions.ts';
import { EXIT, UsageError } from '../exitCodes.ts';

export interface LiveScheduleOptions {
  org: string;
  class?: string;
  batch?: string;
  title: string;
  titleHi?: string;
  start: string;
  duration: string;
  teacher?: string;
  subject?: string;
  provider?: string;
  room?: string;
  json?: boolean;
}

/**
 * `abhyas live schedule`: a live class of a class, or of one of its batches (the class is then
 * the batch's), on the deployment's meeting service unless `--provider` names another; its room
 * is a name nobody can guess unless `--room` gives one.
 */
export default async function liveSchedule(options: LiveScheduleOptions): Promise<number> {
  const orgId = wholeNumber('--org', options.org, 0);
  if ((options.class === undefined) === (options.batch === undefined))
    throw new UsageError('--class or --batch: give one of them');
  const title = textOption('--title', options.title);
  const titleHi =
    options.titleHi === undefined ? undefined : textOption('--title-hi', options.titleHi);
  const now = Date.now();
  const startsAt = parseStart('--start', options.start, now);
  const durationMinutes = wholeNumber('--duration', options.duration, 1);
  if (durationMinutes > LIVE_CLASS_DURATION_MAX_MINUTES)
    throw new UsageError(
      `--duration ${options.duration}: at most ${String(LIVE_CLASS_DURATION_MAX_MINUTES)} minutes`,
    );
  const teacherName =
    options.teacher === undefined ? undefined : textOption('--teacher', options.teacher);
  const subjectCode = subjectOption(options.subject);
  const provider = options.provider ?? meetingsOf(parseServerEnv(process.env)).provider;
  if (!(MEETING_PROVIDER_NAMES as readonly string[]).includes(provider))
    throw new UsageError(`--provider "${provider}": use ${MEETING_PROVIDER_NAMES.join(' or ')}`);
  if (options.room !== undefined && !isRoomName(options.room))
    throw new UsageError(`--room "${options.room}": use ${ROOM_NAME_RULE}`);
  const batchRef = options.batch;
  const classRef = options.class;
  const scheduled = await withOperatorDatabase(async (db) => {
    const batch = batchRef === undefined ? undefined : await findBatch(db, orgId, batchRef);
    if (batchRef !== undefined && !batch)
      throw new UsageError(
        `--batch "${batchRef}": organisation ${String(orgId)} has no such batch`,
      );
    const classroom = await requireClassroom(db, orgId, batch?.classroomId ?? classRef ?? '');
    const liveClass = await asOperator(
      () =>
        scheduleLiveClass(db, {
          orgId,
          classroomId: classroom.id,
          batchId: batch?.id,
          title,
          titleTranslations: titleHi === undefined ? undefined : { hi: titleHi },
          teacherName,
          subjectCode,
          startsAt,
          durationMinutes,
          provider,
          room: options.room,
          now,
        }),
      {},
    );
    return { liveClass, className: classroom.name, batchTitle: batch?.title ?? null };
  });
  printLiveClass('scheduled', scheduled, options.json, now);
  return EXIT.ok;
}
