import { readFile } from 'node:fs/promises';
import { checkRosterStudent, isRosterRefusal } from '../../domain/classroom/rosterStudent.ts';
import { rosterStore } from '../../server/services/auth/rosterStore.ts';
import {
  enrolMember,
  findClassroom,
  listMembers,
  type InstituteClassroom,
} from '../../server/services/classroom/instituteClassroomStore.ts';
import { withOperatorDatabase } from '../events/openOperatorDatabase.ts';
import { wholeNumber } from '../events/parseOptions.ts';
import { EXIT, UsageError } from '../exitCodes.ts';
import { parseRoster } from '../students/parseRoster.ts';

export interface StudentsImportOptions {
  org: string;
  json?: boolean;
}

/** One row imported. */
interface Imported {
  line: number;
  accountId: string;
  profileId: string;
  accountAdded: boolean;
  profileAdded: boolean;
  classId: string | null;
  /** Whether this import put the student in the class (false: already in it). */
  enrolled: boolean;
}

/** One row refused: its line and the field that is wrong. */
interface Refused {
  line: number;
  field: string;
  message: string;
}

async function readRoster(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new UsageError(`${file}: no such file`);
    throw error;
  }
}

/**
 * `abhyas students import --org <id> <roster.csv>`: the institute's students, one a row. Each row
 * makes (or finds) the parent account of its mobile or e-mail, verified on that channel because
 * the institute vouches for it (the student signs in by one-time code), and the child profile of
 * that name, enrolled in the row's class if it names one. A row already imported adds nothing.
 * Every bad row is one line `file:line: field "value" why`; the good rows still import; exit 1
 * when any row was refused.
 */
export default async function studentsImport(
  file: string,
  options: StudentsImportOptions,
): Promise<number> {
  const orgId = wholeNumber('--org', options.org, 0);
  const { lines, issues } = parseRoster(await readRoster(file));
  const refused: Refused[] = issues.map((i) => ({ line: i.line, field: '', message: i.message }));
  const imported: Imported[] = [];
  await withOperatorDatabase(async (db) => {
    const roster = rosterStore(db);
    const goals = await roster.examGoals();
    if (goals.size === 0)
      throw new UsageError('the database has no exams yet: run abhyas content import first');
    const exams = [...goals.keys()];
    const classes = new Map<string, InstituteClassroom | undefined>();
    const classOf = async (ref: string) => {
      if (!classes.has(ref)) classes.set(ref, await findClassroom(db, orgId, ref));
      return classes.get(ref);
    };
    // Who is in each class now, to tell a new enrolment from one made before.
    const members = new Map<string, Set<string>>();
    const membersOf = async (classroomId: string) => {
      let set = members.get(classroomId);
      if (!set) {
        const listed = await listMembers(db, { orgId, classroomId });
        set = new Set(listed.filter((m) => m.leftAt === null).map((m) => m.profileId));
        members.set(classroomId, set);
      }
      return set;
    };
    const now = Date.now();
    for (const { line, record } of lines) {
      const student = checkRosterStudent(record, exams);
      if (isRosterRefusal(student)) {
        refused.push({ line, ...student });
        continue;
      }
      const classroom =
        student.classRef === undefined ? undefined : await classOf(student.classRef);
      if (student.classRef !== undefined && !classroom) {
        refused.push({
          line,
          field: 'class',
          message: `class "${student.classRef}" is not a class of organisation ${String(orgId)}`,
        });
        continue;
      }
      const outcome = await roster.enrolStudent(orgId, student, goals.get(student.exam) ?? '', now);
      if ('refused' in outcome) {
        refused.push({ line, field: outcome.refused, message: outcome.message });
        continue;
      }
      let enrolled = false;
      if (classroom) {
        const inClass = await membersOf(classroom.id);
        if (!inClass.has(outcome.profileId)) {
          enrolled = await enrolMember(db, {
            orgId,
            classroomId: classroom.id,
            profileId: outcome.profileId,
            firstName: student.firstName,
            lastName: student.lastName,
            now,
            joinedBy: 'roster',
          });
          inClass.add(outcome.profileId);
        }
      }
      imported.push({
        line,
        accountId: outcome.userId,
        profileId: outcome.profileId,
        accountAdded: outcome.accountAdded,
        profileAdded: outcome.profileAdded,
        classId: classroom?.id ?? null,
        enrolled,
      });
    }
  });
  refused.sort((a, b) => a.line - b.line);
  const summary = {
    rows: imported.length + refused.length,
    accountsAdded: imported.filter((i) => i.accountAdded).length,
    profilesAdded: imported.filter((i) => i.profileAdded).length,
    alreadyThere: imported.filter((i) => !i.profileAdded).length,
    enrolled: imported.filter((i) => i.enrolled).length,
    refused: refused.length,
  };
  for (const r of refused) console.error(`${file}:${String(r.line)}: ${r.message}`);
  if (options.json) {
    console.log(JSON.stringify({ ...summary, students: imported, errors: refused }, null, 2));
  } else {
    console.log(
      `${String(summary.rows)} rows: ${String(summary.accountsAdded)} accounts and ${String(summary.profilesAdded)} students added, ${String(summary.alreadyThere)} already there, ${String(summary.enrolled)} put in a class, ${String(summary.refused)} refused`,
    );
  }
  return refused.length > 0 ? EXIT.invalid : EXIT.ok;
}
