import { resolve } from 'node:path';
import { EXIT } from '../exitCodes.ts';
import { parseServerEnv } from '../../server/config/serverConfig.ts';
import { formatIssue } from '../../server/content/contentSchemas.ts';
import { readAchieveData } from '../../server/content/readAchieveData.ts';
import { readClassroomDocuments } from '../../server/content/readClassroomDocuments.ts';
import { readContentPack } from '../../server/content/readContentPack.ts';
import { readEmbiumRules } from '../../server/content/readEmbiumRules.ts';
import { readSubscriptionCatalog } from '../../server/content/readSubscriptionCatalog.ts';
import { DEFAULT_CONTENT_DIR } from './contentImport.ts';

/**
 * `abhyas content check [dir]`: every check `content import` makes before it touches a database —
 * schemas, references, and every answer key graded by its own grader — one problem a line
 * (`file: /pointer (question code) why`), exit 1 on any.
 */
export default async function contentCheck(dir: string | undefined): Promise<number> {
  const env = parseServerEnv(process.env);
  const contentDir = resolve(dir ?? env.CONTENT_DIR ?? DEFAULT_CONTENT_DIR);
  const packRead = await readContentPack(contentDir);
  // The classrooms name the pack's exams: checked once the pack itself is right.
  const classrooms = packRead.pack
    ? await readClassroomDocuments(
        contentDir,
        packRead.pack.goalsExams.exams.map((e) => e.code),
      )
    : { issues: [] };
  const issues = [
    ...packRead.issues,
    ...classrooms.issues,
    ...(await readSubscriptionCatalog(contentDir)).issues,
    ...(await readEmbiumRules(contentDir)).issues,
    ...(await readAchieveData(contentDir)).issues,
  ];
  for (const issue of issues) console.error(formatIssue(issue));
  console.log(
    issues.length === 0 ? 'content pack: all right' : `content pack: ${issues.length} problems`,
  );
  return issues.length === 0 ? EXIT.ok : EXIT.invalid;
}
