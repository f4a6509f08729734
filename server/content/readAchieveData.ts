import { join } from 'node:path';
import type {
  AchieveMeta,
  AchieveQuestionnaire,
  AchieveSuccessStories,
} from '../../schemas/types.generated.ts';
import { formatIssue, type ContentIssue } from './contentSchemas.ts';
import { readContentDocument } from './readContentDocument.ts';
import {
  DAILY_STUDY_MINUTES_MAX,
  DAILY_STUDY_MINUTES_MIN,
} from '../../domain/achieve/studyTime.ts';

/** Where achieve's documents sit in the content pack. */
export const ACHIEVE_META_FILE = join('achieve', 'meta.json');
export const ACHIEVE_STORIES_FILE = join('achieve', 'success-stories.json');
export const ACHIEVE_QUESTIONNAIRE_FILE = join('achieve', 'questionnaire.json');

/** The questionnaire's daily study time, in minutes (learning spec §5), as domain/achieve states it. */
const DAILY_STUDY_MINUTES = {
  minimum: DAILY_STUDY_MINUTES_MIN,
  maximum: DAILY_STUDY_MINUTES_MAX,
} as const;

/** India has 28 states and 8 union territories: a shorter list lost one. */
const STATE_COUNTS = { state: 28, union_territory: 8 } as const;

/** Full marks of the papers achieve's documents score. */
const FULL_MARKS: Readonly<Record<string, number>> = {
  'jee-main': 300,
  'neet-ug': 720,
  'cbse-class-10': 500,
};

const MEDICAL_KINDS: readonly string[] = ['aiims', 'government_medical'];

export interface AchieveData {
  meta: AchieveMeta;
  stories: AchieveSuccessStories;
  questionnaire: AchieveQuestionnaire;
}

export type AchieveDataResult =
  { data: AchieveData; issues: [] } | { data: undefined; issues: ContentIssue[] };

/** Each value that repeats an earlier one, as an issue at its own place. */
function repeats(file: string, at: string, values: readonly string[], field: string) {
  const seen = new Set<string>();
  return values.flatMap((value, i): ContentIssue[] => {
    const twice = seen.has(value);
    seen.add(value);
    return twice
      ? [{ file, pointer: `${at}/${i}/${field}`, message: `"${value}" appears twice` }]
      : [];
  });
}

/** Each code that names nothing of `known`. */
function unknown(
  file: string,
  pointer: string,
  code: string,
  known: ReadonlySet<string>,
  what: string,
) {
  return known.has(code) ? [] : [{ file, pointer, message: `"${code}" is no ${what}` }];
}

function collegeIssues(file: string, meta: AchieveMeta): ContentIssue[] {
  const states = new Set(meta.states.map((s) => s.code));
  const sources = new Set(meta.sources.map((s) => s.id));
  return meta.colleges.flatMap((college, i) => {
    const at = `/colleges/${i}`;
    const { admission } = college;
    const issues = [
      ...unknown(file, `${at}/state`, college.state, states, 'state of the states list'),
      ...unknown(file, `${at}/admission/source`, admission.source, sources, 'source'),
    ];
    // The IITs admit on the JEE Advanced rank; JEE Main only qualifies a candidate to sit it.
    if ((college.kind === 'iit') !== (college.exam === 'jee-advanced'))
      issues.push({ file, pointer: `${at}/exam`, message: 'only IITs admit on JEE Advanced' });
    if (MEDICAL_KINDS.includes(college.kind) !== (college.exam === 'neet-ug'))
      issues.push({
        file,
        pointer: `${at}/exam`,
        message: 'medical colleges, and only they, admit on NEET-UG',
      });
    if ((college.exam === 'jee-advanced') !== (admission.qualifyingExam !== undefined))
      issues.push({
        file,
        pointer: `${at}/admission/qualifyingExam`,
        message: 'is needed for JEE Advanced admissions (and only for them)',
      });
    const closing = admission.typicalClosing;
    const fullMarks = FULL_MARKS[college.exam];
    if (admission.basis === 'rank' && !Number.isInteger(closing))
      issues.push({
        file,
        pointer: `${at}/admission/typicalClosing`,
        message: 'a rank is a whole number',
      });
    if (admission.basis === 'percentile' && closing > 100)
      issues.push({
        file,
        pointer: `${at}/admission/typicalClosing`,
        message: 'is over 100 percentile',
      });
    if (admission.basis === 'score' && fullMarks !== undefined && closing > fullMarks)
      issues.push({
        file,
        pointer: `${at}/admission/typicalClosing`,
        message: `is over the full ${fullMarks} marks`,
      });
    return issues;
  });
}

/** Tables read top down: marks fall, ranks rise, percentiles never rise. */
function scoreTableIssues(file: string, meta: AchieveMeta): ContentIssue[] {
  const sources = new Set(meta.sources.map((s) => s.id));
  // The schema allows no other key: every key is one of the tables' exams.
  const exams = Object.keys(meta.scoreToRank) as (keyof AchieveMeta['scoreToRank'])[];
  return exams.flatMap((exam) => {
    const table = meta.scoreToRank[exam];
    const at = `/scoreToRank/${exam}`;
    const issues = unknown(file, `${at}/source`, table.source, sources, 'source');
    if (table.maxScore !== FULL_MARKS[exam])
      issues.push({
        file,
        pointer: `${at}/maxScore`,
        message: `${exam} is out of ${FULL_MARKS[exam] ?? '?'}`,
      });
    table.rows.forEach((row, r) => {
      const here = `${at}/rows/${r}`;
      if (row.score > table.maxScore)
        issues.push({ file, pointer: `${here}/score`, message: 'is over maxScore' });
      const before = table.rows[r - 1];
      if (!before) return;
      if (row.score >= before.score)
        issues.push({ file, pointer: `${here}/score`, message: 'is not below the row before' });
      if (row.rank <= before.rank)
        issues.push({ file, pointer: `${here}/rank`, message: 'is not above the row before' });
      if (
        row.percentile !== undefined &&
        before.percentile !== undefined &&
        row.percentile > before.percentile
      )
        issues.push({ file, pointer: `${here}/percentile`, message: 'is above the row before' });
    });
    return issues;
  });
}

/** What the schema cannot say of the meta lists: codes unique, references that resolve. */
function metaIssues(file: string, meta: AchieveMeta): ContentIssue[] {
  const qualifications = new Set(meta.educationQualifications.map((q) => q.code));
  const exams = new Set(meta.careerExams.map((e) => e.code));
  const counts = Object.entries(STATE_COUNTS).flatMap(([kind, count]): ContentIssue[] => {
    const found = meta.states.filter((s) => s.kind === kind).length;
    return found === count
      ? []
      : [{ file, pointer: '/states', message: `has ${found} of kind ${kind}, not ${count}` }];
  });
  return [
    ...repeats(
      file,
      '/sources',
      meta.sources.map((s) => s.id),
      'id',
    ),
    ...repeats(
      file,
      '/states',
      meta.states.map((s) => s.code),
      'code',
    ),
    ...counts,
    ...repeats(
      file,
      '/colleges',
      meta.colleges.map((c) => c.code),
      'code',
    ),
    ...collegeIssues(file, meta),
    ...scoreTableIssues(file, meta),
    ...repeats(
      file,
      '/careerExams',
      meta.careerExams.map((e) => e.code),
      'code',
    ),
    ...repeats(
      file,
      '/jobOptions',
      meta.jobOptions.map((j) => j.code),
      'code',
    ),
    ...meta.jobOptions.flatMap((job, j) => [
      ...job.qualifications.flatMap((code, q) =>
        unknown(
          file,
          `/jobOptions/${j}/qualifications/${q}`,
          code,
          qualifications,
          'education qualification',
        ),
      ),
      ...job.exams.flatMap((code, e) =>
        unknown(file, `/jobOptions/${j}/exams/${e}`, code, exams, 'career exam'),
      ),
    ]),
    ...repeats(
      file,
      '/educationQualifications',
      meta.educationQualifications.map((q) => q.code),
      'code',
    ),
  ];
}

/** Ids unique across both lists, each story in its kind's list, marks out of the exam's. */
function storyIssues(
  file: string,
  stories: AchieveSuccessStories,
  states: ReadonlySet<string> | undefined,
): ContentIssue[] {
  const lists = [
    ['social', stories.social],
    ['academic', stories.academic],
  ] as const;
  const ids = new Set<string>();
  return lists.flatMap(([kind, list]) =>
    list.flatMap((story, i) => {
      const at = `/${kind}/${i}`;
      const issues: ContentIssue[] = [];
      if (ids.has(story.id))
        issues.push({ file, pointer: `${at}/id`, message: `"${story.id}" appears twice` });
      ids.add(story.id);
      if (story.kind !== kind)
        issues.push({ file, pointer: `${at}/kind`, message: `is not ${kind}` });
      // Without a readable meta document (its own issues say why) the states go unchecked.
      if (states)
        issues.push(
          ...unknown(file, `${at}/state`, story.state, states, 'state of the states list'),
        );
      const fullMarks = FULL_MARKS[story.exam];
      if (story.score && story.score.max !== fullMarks)
        issues.push({
          file,
          pointer: `${at}/score/max`,
          message: `${story.exam} is out of ${fullMarks ?? '?'}`,
        });
      if (story.score && story.score.value > story.score.max)
        issues.push({ file, pointer: `${at}/score/value`, message: 'is over max' });
      return issues;
    }),
  );
}

/** The spec's study-time bounds, and every field placed once in the form's order. */
function questionnaireIssues(file: string, questionnaire: AchieveQuestionnaire): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const minutes = questionnaire.schema.properties.dailyStudyMinutes;
  for (const bound of ['minimum', 'maximum'] as const) {
    if (minutes[bound] !== DAILY_STUDY_MINUTES[bound])
      issues.push({
        file,
        pointer: `/schema/properties/dailyStudyMinutes/${bound}`,
        message: `must be ${DAILY_STUDY_MINUTES[bound]}`,
      });
  }
  const order: readonly string[] = questionnaire.uiSchema['ui:order'];
  for (const field of Object.keys(questionnaire.schema.properties)) {
    if (!order.includes(field))
      issues.push({ file, pointer: '/uiSchema/ui:order', message: `leaves out ${field}` });
  }
  return issues;
}

/**
 * Reads and checks achieve's documents: the meta lists, the success stories and the questionnaire.
 * The server refuses to start on any issue, as `abhyas content check` reports them.
 */
export async function readAchieveData(contentDir: string): Promise<AchieveDataResult> {
  const meta = await readContentDocument(contentDir, ACHIEVE_META_FILE, 'achieve-meta', metaIssues);
  const states = meta.document && new Set(meta.document.states.map((s) => s.code));
  const stories = await readContentDocument<AchieveSuccessStories>(
    contentDir,
    ACHIEVE_STORIES_FILE,
    'achieve-success-stories',
    (file, document) => storyIssues(file, document, states),
  );
  const questionnaire = await readContentDocument(
    contentDir,
    ACHIEVE_QUESTIONNAIRE_FILE,
    'achieve-questionnaire',
    questionnaireIssues,
  );
  if (meta.document && stories.document && questionnaire.document)
    return {
      data: {
        meta: meta.document,
        stories: stories.document,
        questionnaire: questionnaire.document,
      },
      issues: [],
    };
  return { data: undefined, issues: [...meta.issues, ...stories.issues, ...questionnaire.issues] };
}

/** Achieve's documents, or an error naming every problem (for starting a server). */
export async function loadAchieveData(contentDir: string): Promise<AchieveData> {
  const { data, issues } = await readAchieveData(contentDir);
  if (data) return data;
  throw new Error(`the achieve data has problems:\n${issues.map(formatIssue).join('\n')}`);
}
