import { textIn } from '../../../domain/rules/localisedText.ts';
import { DAY_MS } from '../../../domain/timeline/timelinePeriods.ts';
import type { AchieveData } from '../../content/readAchieveData.ts';
import type { TargetRow } from './achieveStore.ts';
import type { ExamSyllabus } from './examSyllabus.ts';
import { DEFAULT_TARGET_DAYS, targetAnswers } from './targetAnswers.ts';

/** The daily time offered before the student says: an hour, a common first commitment. */
const DEFAULT_DAILY_MINUTES = 60;
/** Colleges a JEE Main student may aim at include the IITs, which admit by JEE Advanced. */
const EXAMS_AIMED_THROUGH: Readonly<Record<string, readonly string[]>> = {
  'jee-main': ['jee-main', 'jee-advanced'],
};

type Json = Record<string, unknown>;
export interface QuestionnaireFormData {
  schema: Json;
  ui_schema: Json;
  field_errors: Record<string, string>;
  answers: Json;
}
export type QuestionnaireForm = (
  syllabus: ExamSyllabus,
  target: TargetRow | undefined,
  locale: string,
  today: number,
) => QuestionnaireFormData;

const choices = (options: readonly { code: string; title: string }[]) =>
  options.map((o) => ({ const: o.code, title: o.title }));

/**
 * The pack's questionnaire (content/achieve/questionnaire.json) for one child: the exam's subjects,
 * India's states and the colleges the exam leads to put in as choices, titled in the child's
 * language (the fields' own titles stay message keys for the app to translate), and the answers
 * given before, or sensible defaults.
 */
export function questionnaireForm(data: AchieveData): QuestionnaireForm {
  return (syllabus, target, locale, today) => {
    const document = data.questionnaire;
    const properties: Record<string, object> = { ...document.schema.properties };
    const subjectChoices = choices(
      syllabus.subjects.map((s) => ({ code: s.code, title: textIn(s.names, locale) })),
    );
    const withChoices = (field: string, options: object[], list: boolean) => {
      const property = properties[field];
      if (property === undefined || options.length === 0) return;
      properties[field] = list
        ? { ...property, items: { type: 'string', oneOf: options } }
        : { ...property, oneOf: options };
    };
    withChoices('strongSubjects', subjectChoices, true);
    withChoices('weakSubjects', subjectChoices, true);
    withChoices(
      'homeState',
      choices(data.meta.states.map((s) => ({ code: s.code, title: textIn(s.name, locale) }))),
      false,
    );
    const aimed = EXAMS_AIMED_THROUGH[syllabus.exam] ?? [syllabus.exam];
    withChoices(
      'collegeAim',
      choices(
        data.meta.colleges
          .filter((c) => aimed.includes(c.exam))
          .map((c) => ({ code: c.code, title: textIn(c.name, locale) })),
      ),
      false,
    );
    const answers: Json = target
      ? { ...targetAnswers(target) }
      : {
          dailyStudyMinutes: DEFAULT_DAILY_MINUTES,
          targetDate: new Date((today + DEFAULT_TARGET_DAYS) * DAY_MS).toISOString().slice(0, 10),
          strongSubjects: [],
          weakSubjects: [],
        };
    return {
      schema: { ...document.schema, properties },
      ui_schema: { ...document.uiSchema },
      field_errors: { ...document.fieldErrors },
      answers,
    };
  };
}
