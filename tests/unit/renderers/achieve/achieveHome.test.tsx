// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACHIEVE_PATHS } from '../../../../domain/achieve/achievePaths.ts';
import { planPracticeHref } from '../../../../domain/achieve/achieveLinks.ts';
import { runnerHref } from '../../../../domain/mockTests/testLinks.ts';
import { AchieveHomeScreen } from '../../../../renderers/screens/achieve/AchieveHomeScreen.tsx';
import { achieveOnboardingErrorAtom } from '../../../../runtime/achieve/achieveOnboardingError.ts';
import { playerAtom } from '../../../../runtime/learn/playerAtom.ts';
import { bundledBrand } from '../renderWithShell.tsx';
import { renderLearn, signedInStore } from '../renderLearn.tsx';
import { ok, on, requestsTo, stubServices } from '../stubServices.ts';
import { ACHIEVE, makeHome, makeStep, METADATA, SERVER_ERROR } from './achieveServer.ts';

vi.mock('../../../../runtime/events/trackEvent.ts', () => ({ trackEvent: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TODAY_STEPS = [
  makeStep({
    step_index: 0,
    kind: 'lesson',
    object_id: 'vid-range',
    title: 'Range of a projectile',
    status: 'done',
  }),
  makeStep({
    step_index: 1,
    kind: 'practice',
    object_id: 'PreUG--jee-main--physics--mechanics--kinematics',
    concept: 'phy.range',
    title: 'Projectile range',
    status: 'started',
  }),
  makeStep({
    step_index: 2,
    kind: 'chapter_test',
    object_id: 'jee-kinematics-ct',
    title: 'Kinematics test',
  }),
  makeStep({
    step_index: 3,
    kind: 'mock_test',
    object_id: 'jee-full-1',
    title: 'Full mock',
    subject: '',
    status: 'missed',
  }),
];

async function renderHome() {
  return renderLearn(<AchieveHomeScreen />, await bundledBrand('abhyas'), {
    path: ACHIEVE_PATHS.home,
    store: signedInStore(),
  });
}

describe('achieve home with a plan', () => {
  it('shows the target, the predicted score as a meter with its sentence, and the streak', async () => {
    const requests = stubServices(
      on('POST', ACHIEVE.home, ok(makeHome({ today: TODAY_STEPS }))),
      on('GET', ACHIEVE.metadata, ok(METADATA)),
    );
    await renderHome();

    const meter = await screen.findByRole('meter', { name: 'Predicted score' });
    const sentence = 'Predicted 142 of 300 (range 120–165)';
    expect(meter.getAttribute('aria-valuetext')).toBe(sentence);
    expect(meter.getAttribute('aria-valuenow')).toBe('142');
    expect(meter.getAttribute('aria-valuemax')).toBe('300');
    expect(screen.getByText(sentence).tagName).toBe('FIGCAPTION');
    expect(await screen.findByText('JEE Main')).toBeTruthy();
    expect(screen.getByText('120 days')).toBeTruthy();
    expect(screen.getByText('90 minutes a day')).toBeTruthy();
    expect(screen.getByText('You have studied 4 days in a row. Your best: 9 days.')).toBeTruthy();
    // The profile's own exam is asked about, in the UI language.
    expect(requestsTo(requests, 'POST', ACHIEVE.home)[0]?.body).toEqual({
      locale: 'en',
      exam_code: 'jee-main',
      goal_code: 'PreUG',
    });
    const headings = screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`);
    expect(headings.slice(0, 4)).toEqual([
      'H1 Achieve',
      'H2 Your target',
      'H2 Readiness',
      'H2 Today’s plan',
    ]);
  });

  it('shows today’s steps as tiles leading to the player, plan practice and the runner', async () => {
    stubServices(
      on('POST', ACHIEVE.home, ok(makeHome({ today: TODAY_STEPS }))),
      on('GET', ACHIEVE.metadata, ok(METADATA)),
    );
    const { store } = await renderHome();

    const today = within(await screen.findByRole('region', { name: 'Today’s plan' }));
    const practice = today.getByRole('link', { name: 'Practice Projectile range' });
    expect(practice.getAttribute('href')).toBe(
      planPracticeHref({
        planId: 'plan-1',
        stepIndex: 1,
        learnPath: 'PreUG--jee-main--physics--mechanics--kinematics',
        concept: 'phy.range',
        title: 'Projectile range',
      }),
    );
    expect(
      today.getByRole('link', { name: 'Chapter test Kinematics test' }).getAttribute('href'),
    ).toBe(runnerHref('jee-kinematics-ct'));
    expect(today.getByRole('link', { name: 'Mock test Full mock' }).getAttribute('href')).toBe(
      runnerHref('jee-full-1'),
    );
    // Status and subject in words, as the tile's description.
    const lesson = today.getByRole('button', { name: 'Lesson Range of a projectile' });
    const description = document.getElementById(lesson.getAttribute('aria-describedby') ?? '');
    await waitFor(() => expect(description?.textContent).toBe('Physics, 15 min, Done'));
    expect(today.getByText('Missed')).toBeTruthy();
    expect(today.getByText('In progress')).toBeTruthy();

    fireEvent.click(lesson);
    expect(store.get(playerAtom)).toEqual({
      videoId: 'vid-range',
      source: 'achieve',
      module: 'achieve',
      learnpathName: 'PreUG--jee-main--physics--mechanics--kinematics',
    });
  });

  it('links to the other achieve pages', async () => {
    stubServices(
      on('POST', ACHIEVE.home, ok(makeHome())),
      on('GET', ACHIEVE.metadata, ok(METADATA)),
    );
    await renderHome();
    const more = within(await screen.findByRole('navigation', { name: 'More in achieve' }));
    const hrefs = more.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Prediction readiness', ACHIEVE_PATHS.readiness],
      ['Explore mastery', ACHIEVE_PATHS.exploreMastery],
      ['Future success', ACHIEVE_PATHS.futureSuccess],
      ['Achievements', ACHIEVE_PATHS.achievements],
      ['Success stories', ACHIEVE_PATHS.successStories],
      ['Plan your target', ACHIEVE_PATHS.planYourTarget],
    ]);
    expect(screen.getByText('Nothing is planned for today.')).toBeTruthy();
  });
});

describe('achieve home before a plan', () => {
  it('offers the diagnostic tests and the questionnaire of the onboarding session', async () => {
    stubServices(on('POST', ACHIEVE.home, ok(makeHome({ stage: 'questionnaire', paj_id: null }))));
    await renderHome();
    const tests = await screen.findByRole('link', { name: 'Take the diagnostic tests' });
    expect(tests.getAttribute('href')).toBe('/achieve/diagnostic-tests/select-tests/sess-1');
    expect(
      screen.getByRole('link', { name: 'Answer the questionnaire' }).getAttribute('href'),
    ).toBe('/achieve/questionnaire/sess-1');
  });

  it('sends a student who has not started to the landing', async () => {
    stubServices(on('POST', ACHIEVE.home, ok(makeHome({ stage: 'start', paj_id: null }))));
    const { location } = await renderHome();
    await waitFor(() => expect(location.current?.pathname).toBe(ACHIEVE_PATHS.landing));
  });
});

describe('achieve home failing', () => {
  it('sets the onboarding error flag, says so, and clears it when a retry succeeds', async () => {
    stubServices(
      on('POST', ACHIEVE.home, SERVER_ERROR, ok(makeHome())),
      on('GET', ACHIEVE.metadata, ok(METADATA)),
    );
    const { store } = await renderHome();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your achieve plan.');
    await waitFor(() => expect(store.get(achieveOnboardingErrorAtom)).toBe('home'));

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('meter', { name: 'Predicted score' })).toBeTruthy();
    await waitFor(() => expect(store.get(achieveOnboardingErrorAtom)).toBeUndefined());
  });
});
