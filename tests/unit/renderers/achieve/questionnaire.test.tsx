// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACHIEVE_PATHS } from '../../../../domain/achieve/achievePaths.ts';
import { questionnaireHref } from '../../../../domain/mockTests/testLinks.ts';
import { QuestionnaireScreen } from '../../../../renderers/screens/achieve/QuestionnaireScreen.tsx';
import { achieveOnboardingErrorAtom } from '../../../../runtime/achieve/achieveOnboardingError.ts';
import { bundledBrand } from '../renderWithShell.tsx';
import { renderLearn, signedInStore } from '../renderLearn.tsx';
import { ok, on, requestsTo, stubServices } from '../stubServices.ts';
import { ACHIEVE, METADATA, SERVER_ERROR } from './achieveServer.ts';

vi.mock('../../../../runtime/events/trackEvent.ts', () => ({ trackEvent: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FALLBACK =
  'We could not load your saved answers, so this is the standard questionnaire. Your plan is still made from what you answer.';

async function renderQuestionnaire() {
  return renderLearn(<QuestionnaireScreen />, await bundledBrand('abhyas'), {
    path: questionnaireHref('sess-1'),
    pattern: '/achieve/questionnaire/:sessionId',
    store: signedInStore(),
  });
}

/** rjsf names each field's input after the form's id prefix and the field. */
const field = (name: string) => {
  const input = document.getElementById(`achieve-questionnaire_${name}`);
  if (!input) throw new Error(`no field ${name}`);
  return input;
};

async function answerEverything() {
  await screen.findByText(FALLBACK);
  fireEvent.change(field('targetDate'), { target: { value: '2026-05-03' } });
  fireEvent.change(field('dailyStudyMinutes'), { target: { value: '90' } });
  fireEvent.click(screen.getAllByRole('checkbox', { name: 'Chemistry' })[0] as HTMLElement);
  fireEvent.click(screen.getAllByRole('checkbox', { name: 'Physics' })[1] as HTMLElement);
  fireEvent.change(field('homeState'), { target: { value: 'Karnataka' } });
}

describe('the questionnaire when its call fails', () => {
  it('shows the default form with the exam’s subjects and sets the onboarding error flag', async () => {
    const requests = stubServices(
      on('GET', ACHIEVE.form, SERVER_ERROR),
      on('GET', ACHIEVE.metadata, ok(METADATA)),
    );
    const { store } = await renderQuestionnaire();

    expect((await screen.findByText(FALLBACK)).getAttribute('role')).toBe('status');
    await waitFor(() => expect(store.get(achieveOnboardingErrorAtom)).toBe('questionnaire'));
    expect(screen.getByRole('heading', { level: 1, name: 'About your target' })).toBeTruthy();
    expect(field('targetDate').getAttribute('type')).toBe('date');
    expect(field('dailyStudyMinutes').getAttribute('max')).toBe('365');
    // The default document has no choices: the subjects come from the exam, states are typed.
    expect(await screen.findAllByRole('checkbox', { name: 'Physics' })).toHaveLength(2);
    expect(field('homeState').tagName).toBe('INPUT');
    const ask = requestsTo(requests, 'GET', ACHIEVE.form)[0];
    expect(ask?.url.searchParams.get('user_session')).toBe('sess-1');
  });

  it('leaves the subjects out when the exam’s are unknown too', async () => {
    stubServices(on('GET', ACHIEVE.form, SERVER_ERROR), on('GET', ACHIEVE.metadata, SERVER_ERROR));
    await renderQuestionnaire();
    await screen.findByText(FALLBACK);
    expect(field('dailyStudyMinutes')).toBeTruthy();
    expect(document.getElementById('achieve-questionnaire_strongSubjects')).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });

  it('makes the plan from the default form’s answers and goes on to the start of the journey', async () => {
    const requests = stubServices(
      on('GET', ACHIEVE.form, SERVER_ERROR),
      on('GET', ACHIEVE.metadata, ok(METADATA)),
      on('POST', ACHIEVE.generate, ok({ data: { paj_id: 'plan-9', first_day: 20_059 } })),
    );
    const { location } = await renderQuestionnaire();
    await answerEverything();
    fireEvent.click(await screen.findByRole('button', { name: 'Make my plan' }));

    await waitFor(() => expect(location.current?.pathname).toBe(ACHIEVE_PATHS.startJourney));
    expect(location.current?.state).toEqual({ planId: 'plan-9' });
    expect(requestsTo(requests, 'POST', ACHIEVE.generate)[0]?.body).toEqual({
      locale: 'en',
      exam_code: 'jee-main',
      goal_code: 'PreUG',
      session_id: 'sess-1',
      question_response: [
        { question_id: 'targetDate', response: '2026-05-03' },
        { question_id: 'dailyStudyMinutes', response: 90 },
        { question_id: 'strongSubjects', response: ['chemistry'] },
        { question_id: 'weakSubjects', response: ['physics'] },
        { question_id: 'homeState', response: 'Karnataka' },
      ],
    });
  });

  it('shows a failed plan call in the form’s error area and keeps the answers', async () => {
    stubServices(
      on('GET', ACHIEVE.form, SERVER_ERROR),
      on('GET', ACHIEVE.metadata, ok(METADATA)),
      on('POST', ACHIEVE.generate, SERVER_ERROR),
    );
    const { location } = await renderQuestionnaire();
    await answerEverything();
    fireEvent.click(await screen.findByRole('button', { name: 'Make my plan' }));

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'We could not make your plan just now. Your answers are kept; please try again.',
      ),
    );
    expect(location.current?.pathname).toBe(questionnaireHref('sess-1'));
    expect((field('dailyStudyMinutes') as HTMLInputElement).value).toBe('90');
    expect((field('targetDate') as HTMLInputElement).value).toBe('2026-05-03');
    const chemistry = screen.getAllByRole('checkbox', { name: 'Chemistry' })[0] as HTMLInputElement;
    expect(chemistry.checked).toBe(true);
  });
});

describe('the questionnaire from the server', () => {
  it('shows the server’s form with the earlier answers, and no error flag', async () => {
    stubServices(
      on(
        'GET',
        ACHIEVE.form,
        ok({
          data: {
            schema: {
              type: 'object',
              properties: {
                dailyStudyMinutes: {
                  type: 'integer',
                  minimum: 1,
                  maximum: 365,
                  title: 'achieve.questionnaire.title',
                },
                homeState: {
                  type: 'string',
                  title: 'achieve.questionnaire.field.homeState',
                  oneOf: [
                    { const: 'KA', title: 'Karnataka' },
                    { const: 'MH', title: 'Maharashtra' },
                  ],
                },
              },
            },
            ui_schema: { homeState: { 'ui:widget': 'select' } },
            field_errors: {},
            answers: { dailyStudyMinutes: 45, homeState: 'MH' },
          },
        }),
      ),
    );
    const { store } = await renderQuestionnaire();
    // A title that is a message key is translated; the server's names are shown as they are.
    expect(await screen.findByLabelText('About your target', { selector: 'input' })).toBe(
      field('dailyStudyMinutes'),
    );
    expect((field('dailyStudyMinutes') as HTMLInputElement).value).toBe('45');
    expect(screen.getByRole('option', { name: 'Maharashtra' })).toBeTruthy();
    expect(screen.queryByText(FALLBACK)).toBeNull();
    expect(store.get(achieveOnboardingErrorAtom)).toBeUndefined();
  });
});
