import { instituteNames } from '../../server/services/classroom/instituteLookupStore.ts';
import { listLiveClasses } from '../../server/services/classroom/liveScheduleStore.ts';
import { liveClassJson, liveClassLine, nameLiveClass } from '../classroom/printLiveClass.ts';
import { requireClassroom } from '../classroom/requireClassroom.ts';
import { withOperatorDatabase } from '../events/openOperatorDatabase.ts';
import { wholeNumber } from '../events/parseOptions.ts';
import { EXIT } from '../exitCodes.ts';

export interface LiveListOptions {
  org: string;
  class?: string;
  json?: boolean;
}

/** `abhyas live list`: the organisation's live classes (of one class), soonest first. */
export default async function liveList(options: LiveListOptions): Promise<number> {
  const orgId = wholeNumber('--org', options.org, 0);
  const classRef = options.class;
  const now = Date.now();
  const named = await withOperatorDatabase(async (db) => {
    const classroomId =
      classRef === undefined ? undefined : (await requireClassroom(db, orgId, classRef)).id;
    const classes = await listLiveClasses(db, { orgId, classroomId });
    const names = await instituteNames(db, orgId);
    return classes.map((liveClass) => nameLiveClass(liveClass, names));
  });
  if (options.json)
    console.log(
      JSON.stringify(
        named.map((n) => liveClassJson(n, now)),
        null,
        2,
      ),
    );
  else if (named.length === 0) console.log('No live classes.');
  else for (const n of named) console.log(liveClassLine(n, now));
  return EXIT.ok;
}
