// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACHIEVE_PATHS, selectTestsHref } from '../../../../domain/achieve/achievePaths.ts';
import { diagnosticRunHref } from '../../../../domain/achieve/achieveLinks.ts';
import {
  analysisHref,
  runnerHref,
  questionnaireHref,
} from '../../../../domain/mockTests/testLinks.ts';
import { AchieveLandingScreen } from '../../../../renderers/screens/achieve/AchieveLandingScreen.tsx';
import { DiagnosticTestsScreen } from '../../../../renderers/screens/achieve/DiagnosticTestsScreen.tsx';
import { PlanYourTargetScreen } from '../../../../renderers/screens/achieve/PlanYourTargetScreen.tsx';
import { StartJourneyScreen } from '../../../../renderers/screens/achieve/StartJourneyScreen.tsx';
import { bundledBrand } from '../renderWithShell.tsx';
import { renderLearn, signedInStore } from '../renderLearn.tsx';
import { ok, on, requestsTo, stubServices } from '../stubServices.ts';
import {
  ACHIEVE,
  makeDiagnosticTest,
  makeHome,
  makePlan,
  makeStep,
  METADATA,
  TODAY,
} from './achieveServer.ts';

vi.mock('../../../../runtime/events/trackEvent.ts', () => ({ trackEvent: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderAt(ui: ReactNode, path: string, pattern?: string) {
  return renderLearn(ui, await bundledBrand('abhyas'), {
    path,
    ...(pattern !== undefined && { pattern }),
    store: signedInStore(),
  });
}

describe('achieve landing', () => {
  it('says what achieve does in three points and starts with the diagnostic selection', async () => {
    stubServices(on('POST', ACHIEVE.home, ok(makeHome({ stage: 'start', paj_id: null }))));
    const { location } = await renderAt(<AchieveLandingScreen />, ACHIEVE_PATHS.landing);
    const points = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(points).toEqual([
      'Know your readiness',
      'Take short diagnostic tests',
      'Follow your own plan',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(location.current?.pathname).toBe(selectTestsHref('sess-1')));
  });

  it('sends a student with a plan to it instead', async () => {
    stubServices(on('POST', ACHIEVE.home, ok(makeHome())));
    await renderAt(<AchieveLandingScreen />, ACHIEVE_PATHS.landing);
    const link = await screen.findByRole('link', { name: 'Go to your plan' });
    expect(link.getAttribute('href')).toBe(ACHIEVE_PATHS.home);
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
  });
});

describe('diagnostic tests', () => {
  const tests = [
    makeDiagnosticTest('diag-phy'),
    makeDiagnosticTest('diag-che', { subject: 'Chemistry' }),
    makeDiagnosticTest('diag-mat', {
      subject: 'Mathematics',
      status: 'finished',
      session_id: 'ts-3',
      score: 24,
      max_marks: 40,
    }),
  ];

  it('selects every test at first and starts the ticked ones in turn for the session', async () => {
    stubServices(on('GET', ACHIEVE.diagnosticTests, ok({ data: { tests } })));
    const { location } = await renderAt(
      <DiagnosticTestsScreen />,
      selectTestsHref('sess-1'),
      '/achieve/diagnostic-tests/select-tests/:sessionId',
    );
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, true, true]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Diagnostic diag-che' }));
    expect(screen.getByText('2 tests, about 30 min')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip the tests' }).getAttribute('href')).toBe(
      questionnaireHref('sess-1'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start the tests' }));
    await waitFor(() =>
      expect(`${location.current?.pathname ?? ''}${location.current?.search ?? ''}`).toBe(
        diagnosticRunHref(['diag-phy', 'diag-mat'], 'sess-1'),
      ),
    );
  });

  it('asks for a test or a skip when none is ticked', async () => {
    stubServices(on('GET', ACHIEVE.diagnosticTests, ok({ data: { tests: tests.slice(0, 1) } })));
    const { location } = await renderAt(
      <DiagnosticTestsScreen />,
      selectTestsHref('sess-1'),
      '/achieve/diagnostic-tests/select-tests/:sessionId',
    );
    fireEvent.click(await screen.findByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Start the tests' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Choose at least one test, or skip the tests.',
    );
    expect(location.current?.pathname).toBe(selectTestsHref('sess-1'));
  });

  it('lists the tests with status and score, each opening the runner or its analysis', async () => {
    stubServices(
      on('GET', ACHIEVE.diagnosticTests, ok({ data: { tests } })),
      on('POST', ACHIEVE.home, ok(makeHome({ stage: 'questionnaire', paj_id: null }))),
    );
    await renderAt(
      <DiagnosticTestsScreen />,
      ACHIEVE_PATHS.diagnosticTests,
      ACHIEVE_PATHS.diagnosticTests,
    );
    const take = await screen.findByRole('link', { name: 'Take Diagnostic diag-che' });
    await waitFor(() =>
      expect(take.getAttribute('href')).toBe(diagnosticRunHref(['diag-che', 'diag-phy'], 'sess-1')),
    );
    expect(
      screen
        .getByRole('link', { name: 'See the analysis of Diagnostic diag-mat' })
        .getAttribute('href'),
    ).toBe(analysisHref('diag-mat', 'ts-3'));
    expect(screen.getByText('Finished Score: 24 of 40')).toBeTruthy();
  });
});

describe('the start of the journey', () => {
  it('without a plan (none passed on, none at home) says so and offers to make one', async () => {
    const requests = stubServices(
      on('POST', ACHIEVE.home, ok(makeHome({ stage: 'questionnaire', paj_id: null }))),
    );
    await renderAt(<StartJourneyScreen />, ACHIEVE_PATHS.startJourney);
    expect(await screen.findByText('You have no plan yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make your plan' }).getAttribute('href')).toBe(
      ACHIEVE_PATHS.landing,
    );
    expect(requestsTo(requests, 'GET', ACHIEVE.tiles)).toEqual([]);
  });

  it('uses the home’s plan and links the first open step', async () => {
    const tiles = [
      makeStep({ step_index: 0, kind: 'lesson', status: 'done', title: 'Done lesson' }),
      makeStep({ step_index: 1, kind: 'chapter_test', object_id: 'ct-1', title: 'First test' }),
      makeStep({
        step_index: 2,
        day: TODAY + 1,
        kind: 'mock_test',
        object_id: 'm-1',
        title: 'Mock',
      }),
    ];
    stubServices(
      on('POST', ACHIEVE.home, ok(makeHome())),
      on('GET', ACHIEVE.tiles, ok(makePlan(tiles))),
      on('GET', ACHIEVE.metadata, ok(METADATA)),
    );
    await renderAt(<StartJourneyScreen />, ACHIEVE_PATHS.startJourney);
    const start = await screen.findByRole('link', { name: 'Start today’s first step' });
    expect(start.getAttribute('href')).toBe(runnerHref('ct-1'));
    const days = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(days).toEqual(['Today, Monday, December 2', 'Tomorrow, Tuesday, December 3']);
    expect(screen.getByText('2 steps, 30 min in all')).toBeTruthy();
  });
});

describe('plan your target', () => {
  it('shows the target, progress, the re-plan notice, and adds the next week', async () => {
    const tiles = [makeStep({ step_index: 4, kind: 'lesson', title: 'Vectors' })];
    const requests = stubServices(
      on('POST', ACHIEVE.home, ok(makeHome())),
      on(
        'GET',
        ACHIEVE.metadata,
        ok({ data: { ...METADATA.data, target: makeHome().data.target } }),
      ),
      on(
        'GET',
        ACHIEVE.tiles,
        ok(makePlan(tiles, { replanned: 'behind', done_count: 3, step_count: 12 })),
        ok(makePlan(tiles, { done_count: 3, step_count: 19, last_day: TODAY + 13 })),
      ),
      on('POST', ACHIEVE.extend, ok({ data: { paj_id: 'plan-1', last_day: TODAY + 13 } })),
    );
    await renderAt(<PlanYourTargetScreen />, ACHIEVE_PATHS.planYourTarget);
    expect(
      await screen.findByText('You fell behind — the days ahead were re-planned.'),
    ).toBeTruthy();
    expect(screen.getByText('3 of 12 steps done')).toBeTruthy();
    expect(screen.getByText('JEE Main')).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Change your target: answer the questionnaire again' })
        .getAttribute('href'),
    ).toBe(questionnaireHref('sess-1'));
    const plan = within(screen.getByRole('region', { name: 'Your plan' }));
    expect(plan.getByRole('heading', { level: 3, name: 'Today, Monday, December 2' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add the next week' }));
    expect(await screen.findByText('3 of 19 steps done')).toBeTruthy();
    expect(requestsTo(requests, 'POST', ACHIEVE.extend)[0]?.body).toEqual({ paj_id: 'plan-1' });
  });
});
