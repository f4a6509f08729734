import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { languagesForExam } from '../../domain/profiles/examLanguages.ts';
import { offeredExams, preselectedExam } from '../../domain/profiles/offeredExams.ts';
import { VIDEO_QUALITIES } from '../../domain/learn/videoQualities.ts';
import { LOCALE_NAMES, type Locale } from '../../domain/rules/locales.ts';
import type { ExamEntry } from '../../runtime/api/useExamList.ts';
import { CatalogForm } from './CatalogForm.tsx';
import { TransliterationTextWidget } from './TransliterationTextWidget.tsx';
import accountFields from '../../schemas/forms/account.schema.json' with { type: 'json' };

export interface ProfileFormData {
  name?: string;
  exam?: string;
  locale?: Locale;
  videoQuality?: (typeof VIDEO_QUALITIES)[number];
}

export interface ProfileFormProps {
  id: string;
  /** The whole exam list: the form offers only the exams with content. */
  exams: readonly ExamEntry[];
  languages: readonly Locale[];
  /** Video quality is a setting of an existing profile, not asked when adding one. */
  withVideoQuality: boolean;
  initial: ProfileFormData;
  submitLabel: string;
  onSubmit: (data: ProfileFormData) => void;
}

const FIELD_ERRORS: Readonly<Record<string, string>> = {
  name: 'form.error.name',
  exam: 'form.error.exam',
};

/**
 * Name, goal and exam (from the exam list), language and video quality of a child profile. Only
 * exams with content are offered, and the form starts on one of them (the profile's own if it
 * still is, else one studied in the student's language), so a new student never lands on a learn
 * home with nothing to study. Only the languages the chosen exam is studied in can be picked
 * (learning spec §5); while the chosen language is not one of them, the form says which are and
 * its button stays disabled.
 */
export function ProfileForm({
  id,
  exams,
  languages,
  withVideoQuality,
  initial,
  submitLabel,
  onSubmit,
}: ProfileFormProps) {
  const intl = useIntl();
  const offered = useMemo(() => offeredExams(exams), [exams]);
  const schema = useMemo<RJSFSchema>(() => {
    const title = (key: string) => intl.formatMessage({ id: key });
    return {
      type: 'object',
      required: ['name', 'exam', 'locale'],
      properties: {
        name: {
          type: 'string',
          title: title('form.field.name'),
          pattern: accountFields.$defs.name.pattern,
        },
        exam: {
          type: 'string',
          title: title('form.field.exam'),
          oneOf: offered.map((e) => ({
            const: e.code,
            title: `${e.parent_display_name} — ${e.name}`,
          })),
        },
        locale: {
          type: 'string',
          title: title('form.field.language'),
          oneOf: languages.map((code) => ({ const: code, title: LOCALE_NAMES[code].native })),
        },
        ...(withVideoQuality && {
          videoQuality: {
            type: 'string',
            title: title('form.field.videoQuality'),
            oneOf: VIDEO_QUALITIES.map((q) => ({
              const: q,
              title: q === 'auto' ? title('form.option.videoQualityAuto') : q,
            })),
          },
        }),
      },
    };
  }, [offered, languages, withVideoQuality, intl]);
  const [data, setData] = useState<ProfileFormData>(() => ({
    ...initial,
    exam: preselectedExam(offered, initial.exam, initial.locale),
  }));
  const exam = offered.find((e) => e.code === data.exam);
  const studiedIn = languagesForExam(languages, exam);
  const languageValid = data.locale !== undefined && studiedIn.includes(data.locale);
  const uiSchema: UiSchema = {
    'ui:submitButtonOptions': {
      submitText: submitLabel,
      props: { className: 'button primary', disabled: !languageValid },
    },
    name: { 'ui:autocomplete': 'name', 'ui:widget': TransliterationTextWidget },
    locale: {
      'ui:enumDisabled': languages.filter((l) => !studiedIn.includes(l)),
      ...(exam &&
        !languageValid && {
          'ui:help': intl.formatMessage(
            { id: 'form.help.examLanguages' },
            {
              exam: exam.name,
              languages: intl.formatList(studiedIn.map((l) => LOCALE_NAMES[l].native)),
            },
          ),
        }),
    },
  };
  return (
    <CatalogForm
      id={id}
      schema={schema}
      uiSchema={uiSchema}
      fieldErrors={FIELD_ERRORS}
      initial={data}
      onChange={setData}
      onSubmit={onSubmit}
    />
  );
}
