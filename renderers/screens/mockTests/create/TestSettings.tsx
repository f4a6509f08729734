import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { createCustomTestCall } from '../../../../domain/contracts/mockTests.ts';
import {
  availableQuestions,
  defaultSettings,
  minuteBounds,
  NO_CHOICE,
  questionBounds,
  readWholeNumber,
  type ExamConfig,
  type NumberProblem,
} from '../../../../domain/customTest/customTestChoice.ts';
import { runnerHref } from '../../../../domain/mockTests/testLinks.ts';
import { ApiError, callApi } from '../../../../runtime/api/callApi.ts';
import { localeAtom } from '../../../../runtime/i18n/localeAtom.ts';
import { createTestHref } from './createTestSteps.ts';
import { customTestChoiceAtom } from './customTestChoiceAtom.ts';
import { NumberField } from './NumberField.tsx';
import type { StepProps } from './stepProps.ts';

type Failure = 'tooFew' | 'other' | undefined;

/**
 * Step 3: how many questions (no more than the chosen chapters hold) and minutes, within the
 * exam's bounds; Create makes the test and opens it in the runner. A refused number says why
 * beside its field, and the first such field takes the focus.
 */
export function TestSettings({
  subjects,
  choice,
  setChoice,
  examConfig,
}: StepProps & { examConfig: ExamConfig & { marking: MarkingScheme } }) {
  const id = useId();
  const navigate = useNavigate();
  const locale = useAtomValue(localeAtom);
  const reset = useSetAtom(customTestChoiceAtom);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>();
  const questionsInput = useRef<HTMLInputElement>(null);
  const minutesInput = useRef<HTMLInputElement>(null);
  const created = useRef(false);
  // The next visit starts afresh once a test is made; cleared as this step goes, not before, so
  // the earlier steps' redirects never see an empty choice while the runner is on its way.
  useEffect(() => {
    const made = created;
    return () => {
      if (made.current) reset(NO_CHOICE);
    };
  }, [reset]);
  const available = availableQuestions(subjects, choice.chapters);
  const settings = choice.settings ?? defaultSettings(examConfig, available);
  const questions = readWholeNumber(settings.question_count, questionBounds(examConfig, available));
  const minutes = readWholeNumber(settings.duration_minutes, minuteBounds(examConfig));

  const edit = (field: keyof typeof settings, value: string) => {
    setFailure(undefined);
    setChoice({ ...choice, settings: { ...settings, [field]: value } });
  };

  const create = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (questions.value === undefined || minutes.value === undefined) {
      (questions.value === undefined ? questionsInput : minutesInput).current?.focus();
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      const { body } = await callApi(createCustomTestCall, {
        body: {
          chapters: [...choice.chapters],
          question_count: questions.value,
          duration_minutes: minutes.value,
          locale,
        },
      });
      created.current = true;
      void navigate(runnerHref(body.data.code));
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.code === 'TOO_FEW_QUESTIONS' ? 'tooFew' : 'other',
      );
      setBusy(false);
    }
  };

  return (
    <form className="test-create-form" onSubmit={(event) => void create(event)} noValidate>
      <p>
        <FormattedMessage
          id="test.create.settings.chosen"
          values={{ chapters: choice.chapters.length, questions: available }}
        />
      </p>
      <p className="test-muted">
        <FormattedMessage id="test.create.settings.marking" values={{ ...examConfig.marking }} />
      </p>
      <NumberField
        ref={questionsInput}
        id={`${id}questions`}
        label={<FormattedMessage id="test.create.settings.questions" />}
        value={settings.question_count}
        bounds={questionBounds(examConfig, available)}
        problem={checked ? questions.problem : undefined}
        problemText={problemText(questions.problem, available, examConfig.min_questions)}
        onChange={(value) => edit('question_count', value)}
      />
      <NumberField
        ref={minutesInput}
        id={`${id}minutes`}
        label={<FormattedMessage id="test.create.settings.minutes" />}
        value={settings.duration_minutes}
        bounds={minuteBounds(examConfig)}
        problem={checked ? minutes.problem : undefined}
        problemText={problemText(minutes.problem, available, examConfig.min_questions)}
        onChange={(value) => edit('duration_minutes', value)}
      />
      {failure && (
        <p className="test-error" role="alert">
          <FormattedMessage
            id={failure === 'tooFew' ? 'test.create.failed.tooFew' : 'test.create.failed.generic'}
          />
        </p>
      )}
      <div className="test-actions">
        <Link className="button ghost" to={createTestHref('select-chapters')}>
          <FormattedMessage id="test.create.back" />
        </Link>
        <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
          <FormattedMessage id="test.create.submit" />
        </button>
      </div>
    </form>
  );
}

interface MarkingScheme {
  correct: number;
  incorrect: number;
  unattempted: number;
}

function problemText(problem: NumberProblem | undefined, available: number, min: number) {
  if (!problem) return undefined;
  if (problem.kind === 'tooFewQuestions')
    return (
      <FormattedMessage id="test.create.settings.tooFewQuestions" values={{ available, min }} />
    );
  return <FormattedMessage id="test.create.settings.range" values={{ ...problem.bounds }} />;
}
