import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import { customTestOptionsCall } from '../../../../domain/contracts/mockTests.ts';
import { createTestState } from '../../../../domain/customTest/customTestChoice.ts';
import { useCall } from '../../../../runtime/api/useCall.ts';
import { useCatalogParts } from '../../../../runtime/i18n/CatalogParts.ts';
import { localeAtom } from '../../../../runtime/i18n/localeAtom.ts';
import { useRegistry } from '../../../../runtime/registry/RegistryContext.ts';
import { testExceptionKind } from '../testException.ts';
import { customTestChoiceAtom } from './customTestChoiceAtom.ts';
import { CREATE_TEST_STEPS, createTestHref, isCreateTestStep } from './createTestSteps.ts';
import { SelectChapters } from './SelectChapters.tsx';
import { SelectSubjects } from './SelectSubjects.tsx';
import { TestSettings } from './TestSettings.tsx';
import '../test.css';

const STEP_TITLES = {
  'select-subjects': 'test.create.subjects.title',
  'select-chapters': 'test.create.chapters.title',
  settings: 'test.create.settings.title',
} as const;

/**
 * /create-your-test/{step}: subjects, then their chapters, then the number of questions and
 * minutes; Create makes the test and opens it in the runner. The choice is kept across the steps
 * (a jotai atom); a later step reached without the earlier ones' choice goes back to them.
 */
export function CreateTestScreen() {
  useCatalogParts('test');
  const registry = useRegistry();
  const { step } = useParams();
  const locale = useAtomValue(localeAtom);
  const [choice, setChoice] = useAtom(customTestChoiceAtom);
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, error } = useCall(customTestOptionsCall, {
    query: { locale },
  });
  const loaded = data !== undefined;
  useEffect(() => {
    // A new step is a new page for readers: its heading takes the focus.
    if (loaded) heading.current?.focus();
  }, [step, loaded]);

  if (!isCreateTestStep(step)) return <registry.ExceptionPage kind="pageNotPresent" />;
  if (error) return <registry.ExceptionPage kind={testExceptionKind(error)} />;
  if (!data) return <registry.Loading />;
  const { subjects, exam_config } = data.data;
  if (subjects.length === 0) return <registry.ExceptionPage kind="contentDeficiency" />;
  if (step === 'select-chapters' && choice.subjects.length === 0)
    return <Navigate to={createTestHref('select-subjects')} replace />;
  if (step === 'settings' && choice.chapters.length === 0)
    return <Navigate to={createTestHref('select-chapters')} replace />;

  const state = createTestState(subjects, exam_config, choice);
  const stepProps = { subjects, state, choice, setChoice };
  return (
    <article className="test-page test-create" data-step={step}>
      <header className="test-header">
        <p className="test-kind">
          <FormattedMessage id="test.create.kind" />
        </p>
        <h1 ref={heading} tabIndex={-1}>
          <FormattedMessage
            id="test.create.step"
            values={{
              number: CREATE_TEST_STEPS.indexOf(step) + 1,
              count: CREATE_TEST_STEPS.length,
              title: <FormattedMessage id={STEP_TITLES[step]} />,
            }}
          />
        </h1>
      </header>
      {step === 'select-subjects' && <SelectSubjects {...stepProps} />}
      {step === 'select-chapters' && <SelectChapters {...stepProps} />}
      {step === 'settings' && <TestSettings {...stepProps} examConfig={exam_config} />}
    </article>
  );
}
