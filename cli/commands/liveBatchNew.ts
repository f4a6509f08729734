import { createBatch } from '../../server/services/classroom/liveScheduleStore.ts';
import { subjectOption, textOption } from '../classroom/classroomOptions.ts';
import { asOperator } from '../classroom/instituteRefusal.ts';
import { requireClassroom } from '../classroom/requireClassroom.ts';
import { withOperatorDatabase } from '../events/openOperatorDatabase.ts';
import { wholeNumber } from '../events/parseOptions.ts';
import { EXIT } from '../exitCodes.ts';

export interface LiveBatchNewOptions {
  org: string;
  class: string;
  title: string;
  titleHi?: string;
  subject?: string;
  json?: boolean;
}

/** `abhyas live batch new`: a batch (a course of live classes) of a class. */
export default async function liveBatchNew(options: LiveBatchNewOptions): Promise<number> {
  const orgId = wholeNumber('--org', options.org, 0);
  const title = textOption('--title', options.title);
  const titleHi =
    options.titleHi === undefined ? undefined : textOption('--title-hi', options.titleHi);
  const subjectCode = subjectOption(options.subject);
  const now = Date.now();
  const { batch, className } = await withOperatorDatabase(async (db) => {
    const classroom = await requireClassroom(db, orgId, options.class);
    const batch = await asOperator(
      () =>
        createBatch(db, {
          orgId,
          classroomId: classroom.id,
          title,
          titleTranslations: titleHi === undefined ? undefined : { hi: titleHi },
          subjectCode,
          now,
        }),
      {},
    );
    return { batch, className: classroom.name };
  });
  if (options.json)
    console.log(
      JSON.stringify(
        { ...batch, className, createdAt: new Date(batch.createdAt).toISOString() },
        null,
        2,
      ),
    );
  else console.log(`batch ${batch.id} "${batch.title}" of class "${className}"`);
  return EXIT.ok;
}
