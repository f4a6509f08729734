import type { UiSchema } from '@rjsf/utils';
import { useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { ACHIEVE_PATHS } from '../../../domain/achieve/achievePaths.ts';
import { checkQuestionnaire } from '../../../domain/achieve/questionResponses.ts';
import {
  DAILY_STUDY_MINUTES_MAX,
  DAILY_STUDY_MINUTES_MIN,
} from '../../../domain/achieve/studyTime.ts';
import {
  diagnosticFormCall,
  examUserMetadataCall,
  generatePlanCall,
} from '../../../domain/contracts/achieve.ts';
import { achieveOnboardingErrorAtom } from '../../../runtime/achieve/achieveOnboardingError.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { CatalogForm } from '../../forms/CatalogForm.tsx';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { withCheckboxGroups } from './CheckboxGroupWidget.tsx';
import {
  DEFAULT_QUESTIONNAIRE,
  translateDocument,
  withChoices,
  type Choice,
  type QuestionnaireDocument,
} from './questionnaireDocument.ts';
import { useAchieveExam, useRefreshAchieve } from './useAchieveHome.ts';
import './achieve.css';

type Answers = Record<string, unknown>;

/** What StartJourneyScreen is told on the way: the plan just made (the home may not know it yet). */
interface StartJourneyState {
  planId: string;
}

interface Problem {
  id: string;
  values?: Record<string, number>;
}

const NO_SUBJECTS: readonly Choice[] = [];

interface QuestionnaireFormProps {
  document: QuestionnaireDocument;
  answers: Answers;
  onChange: (answers: Answers) => void;
  sessionId: string;
}

/** The form, sent as the plan call's question responses; answers stay in it whatever happens. */
function QuestionnaireForm({ document, answers, onChange, sessionId }: QuestionnaireFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const exam = useAchieveExam();
  const refreshAchieve = useRefreshAchieve();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Problem>();
  const translated = useMemo(() => {
    const translate = (text: string) =>
      Object.hasOwn(intl.messages, text) ? intl.formatMessage({ id: text }) : text;
    // Field errors are message keys already, which the form translates as it shows them.
    return {
      ...document,
      schema: translateDocument(document.schema, translate),
      uiSchema: translateDocument(document.uiSchema, translate),
    };
  }, [document, intl]);
  const uiSchema: UiSchema = {
    ...withCheckboxGroups(translated.uiSchema),
    'ui:submitButtonOptions': {
      submitText: intl.formatMessage({
        id: sending ? 'achieve.questionnaire.sending' : 'achieve.questionnaire.submit',
      }),
      props: { className: 'button primary', disabled: sending },
    },
  };

  const submit = (data: Answers) => {
    onChange(data);
    const checked = checkQuestionnaire(data);
    if (!checked.ok) {
      setProblem({
        id: 'achieve.questionnaire.error.studyTime',
        values: { min: DAILY_STUDY_MINUTES_MIN, max: DAILY_STUDY_MINUTES_MAX },
      });
      return;
    }
    setProblem(undefined);
    setSending(true);
    callApi(generatePlanCall, {
      body: { ...exam, question_response: checked.responses, session_id: sessionId },
      feature: 'achieve/paj/generate',
    })
      .then((answer) => {
        void refreshAchieve();
        const state: StartJourneyState = { planId: answer.body.data.paj_id };
        void navigate(ACHIEVE_PATHS.startJourney, { state });
      })
      .catch(() => setProblem({ id: 'achieve.questionnaire.error.generate' }))
      .finally(() => setSending(false));
  };

  return (
    <>
      <CatalogForm<Answers>
        id="achieve-questionnaire"
        schema={translated.schema}
        uiSchema={uiSchema}
        fieldErrors={translated.fieldErrors}
        initial={answers}
        onChange={onChange}
        onSubmit={submit}
      />
      <p className="form-alert" role="alert">
        {problem && <FormattedMessage id={problem.id} values={problem.values} />}
      </p>
    </>
  );
}

/**
 * /achieve/questionnaire/{sessionId}: the target, daily time and subjects the plan is made from.
 * When the form cannot be had, the pack's default form is shown (with the exam's subjects when
 * known) and the onboarding error flag is set (spec §4); answering it still makes a plan.
 */
export function QuestionnaireScreen() {
  // The form's own messages (a required field) are in the account part.
  useCatalogParts('account');
  const intl = useIntl();
  const registry = useRegistry();
  const { sessionId = '' } = useParams();
  const exam = useAchieveExam();
  const form = useCall(diagnosticFormCall, {
    query: { ...exam, user_session: sessionId },
    feature: 'achieve/form/diagnostic',
  });
  const failed = form.error !== undefined;
  const meta = useCall(examUserMetadataCall, failed ? { query: exam } : null);
  const setOnboardingError = useSetAtom(achieveOnboardingErrorAtom);
  const loaded = form.data !== undefined;
  useEffect(() => {
    if (failed) setOnboardingError('questionnaire');
    else if (loaded) setOnboardingError((step) => (step === 'questionnaire' ? undefined : step));
  }, [failed, loaded, setOnboardingError]);
  // Kept here, so the answers outlive a form that changes (the server's arriving after a retry).
  const [answers, setAnswers] = useState<Answers>();
  const title = intl.formatMessage({ id: 'achieve.questionnaire.title' });
  useDocumentTitle(title);

  const served = form.data?.data;
  const subjects = meta.data?.data.subjects ?? NO_SUBJECTS;
  const document = useMemo(
    () =>
      withChoices(
        served
          ? { schema: served.schema, uiSchema: served.ui_schema, fieldErrors: served.field_errors }
          : DEFAULT_QUESTIONNAIRE,
        subjects,
      ),
    [served, subjects],
  );
  if (!served && !failed) return <registry.Loading />;
  return (
    <section className="achieve-screen achieve-questionnaire" aria-labelledby="achieve-q-title">
      <h1 id="achieve-q-title">{title}</h1>
      <p className="achieve-lead">
        <FormattedMessage id="achieve.questionnaire.lead" />
      </p>
      {failed && (
        <p className="achieve-notice" role="status">
          <FormattedMessage id="achieve.questionnaire.fallback" />
        </p>
      )}
      <QuestionnaireForm
        document={document}
        answers={answers ?? served?.answers ?? {}}
        onChange={setAnswers}
        sessionId={sessionId}
      />
    </section>
  );
}
