// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { analysisHref } from '../../../../../domain/mockTests/testLinks.ts';
import { renderRunner, questionHeading } from './renderRunner.tsx';
import {
  fakeTestServer,
  makeMeta,
  makeSession,
  MINUTE,
  NOW,
  PATHS,
  setUpRunnerTests,
} from './runnerServer.ts';

vi.mock(
  '../../../../../renderers/questions/QuestionView.tsx',
  () => import('./FakeQuestionView.tsx'),
);

setUpRunnerTests();

const requestsTo = (server: ReturnType<typeof fakeTestServer>, method: string, path: string) =>
  server.requests.filter((r) => r.method === method && r.url.pathname === path);

describe('runner: instructions and start', () => {
  it('shows the instructions, starts in the chosen language with the homework id, and opens the paper', async () => {
    const server = fakeTestServer();
    await renderRunner('homework_id=hw-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'JEE mini test' })).toBeTruthy();
    // General instructions from the catalog, with the five statuses and the marking.
    expect(screen.getByRole('heading', { name: 'General instructions' })).toBeTruthy();
    for (const status of ['Answered', 'Not answered', 'Not visited', 'Marked for review'])
      expect(screen.getAllByText(status).length).toBeGreaterThan(0);
    expect(screen.getByText('Answered and marked for review')).toBeTruthy();
    expect(
      screen.getByText(/Chemistry: 2 questions; \+4 for a correct answer, −1 for an incorrect one/),
    ).toBeTruthy();
    expect(screen.getByText(/Only 1 answer is taken in this section\./)).toBeTruthy();
    // The paper's own instructions.
    expect(screen.getByRole('heading', { name: 'Instructions for this test' })).toBeTruthy();
    expect(screen.getByText('Use a pencil for rough work.')).toBeTruthy();

    const start = screen.getByRole('button', { name: 'Start the test' });
    expect(start.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Language of the questions'), {
      target: { value: 'hi' },
    });
    fireEvent.click(screen.getByLabelText('I have read and understood the instructions.'));
    expect(start.hasAttribute('disabled')).toBe(false);
    expect(requestsTo(server, 'POST', PATHS.start)).toHaveLength(0);
    fireEvent.click(start);

    const heading = await questionHeading(1);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(requestsTo(server, 'POST', PATHS.start)[0]?.body).toEqual({
      language: 'hi',
      homework_id: 'hw-7',
    });
    // The paper in every language, in the session's version and paper set.
    const paper = requestsTo(server, 'GET', PATHS.paper)[0]?.url.searchParams;
    expect(paper?.get('all_locales')).toBe('true');
    expect(paper?.get('version')).toBe('2');
    expect(paper?.get('paperSetNo')).toBe('3');
    expect(requestsTo(server, 'GET', PATHS.events)[0]?.url.searchParams.get('pageNumber')).toBe(
      '0',
    );
    // The session's language (Hindi) is the test language.
    expect(screen.getByText('प्रश्न q-1')).toBeTruthy();
  });

  it('asks for the password of a protected test and says so when it is wrong', async () => {
    const server = fakeTestServer({
      meta: makeMeta({ is_password_protected: true }),
      password: 'ABHYAS2026',
    });
    await renderRunner();
    const field = await screen.findByLabelText('Test password');
    fireEvent.click(screen.getByLabelText('I have read and understood the instructions.'));
    const start = screen.getByRole('button', { name: 'Start the test' });
    // No password, no start.
    expect(start.hasAttribute('disabled')).toBe(true);
    fireEvent.change(field, { target: { value: 'guess' } });
    fireEvent.click(start);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'That password is not right. Check it and try again.',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(requestsTo(server, 'POST', PATHS.start).at(-1)?.body).toMatchObject({
      password: 'guess',
    });
    expect(requestsTo(server, 'GET', PATHS.paper)).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'ABHYAS2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the test' }));
    await questionHeading(1);
    expect(requestsTo(server, 'POST', PATHS.start).at(-1)?.body).toMatchObject({
      password: 'ABHYAS2026',
    });
  });
});

describe('runner: opening by the session’s state', () => {
  it('resumes a started test straight into its paper, on the question left on', async () => {
    const session = makeSession({ last_sequence: 2 });
    const server = fakeTestServer({
      meta: makeMeta({ session }),
      session,
      events: [
        {
          id: 'e1',
          sequence: 1,
          t: NOW - 50_000,
          event_type: 'view',
          event_info: {},
          section: 'phy',
          question_code: 'q-1',
        },
        {
          id: 'e2',
          sequence: 2,
          t: NOW - 40_000,
          event_type: 'view',
          event_info: {},
          section: 'phy',
          question_code: 'q-2',
        },
      ],
    });
    await renderRunner();
    await questionHeading(2);
    expect(screen.queryByText('General instructions')).toBeNull();
    expect(requestsTo(server, 'POST', PATHS.resume)).toHaveLength(1);
    expect(requestsTo(server, 'POST', PATHS.start)).toHaveLength(0);
  });

  it('goes to the analysis of a finished test', async () => {
    const session = makeSession({ status: 'finished', frozen_at: NOW - MINUTE });
    fakeTestServer({ meta: makeMeta({ session, is_result_available: true }), session });
    const { location } = await renderRunner();
    await waitFor(() =>
      expect(`${location.current?.pathname}${location.current?.search}`).toBe(
        analysisHref('jee-mini-1', 's-1'),
      ),
    );
  });

  it('says when results come for a submitted scheduled test', async () => {
    const session = makeSession({ status: 'finished', frozen_at: NOW - MINUTE });
    const moments = {
      visibleAt: NOW - 48 * 60 * MINUTE,
      startsAt: NOW - 2 * 60 * MINUTE,
      locksAt: NOW - 60 * MINUTE,
      endsAt: NOW + 60 * MINUTE,
      answerKeyAt: Date.UTC(2026, 5, 7, 10, 30),
      solutionAt: Date.UTC(2026, 5, 8, 10, 30),
    };
    fakeTestServer({
      meta: makeMeta({ session, isScheduled: true, test_time_details: moments }),
      session,
    });
    await renderRunner();
    expect(await screen.findByRole('heading', { name: 'Your test is submitted' })).toBeTruthy();
    expect(screen.getByText('Submitted — results on 7 Jun, 4:00 pm.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See your analysis' })).toBeNull();
  });
});

describe('runner: UI style', () => {
  it.each([
    ['neon', 'dark'],
    ['light', 'light'],
    ['nta', 'nta'],
  ])('a session styled %s shows the %s look', async (uiStyle, look) => {
    const session = makeSession({ uiStyle });
    fakeTestServer({ meta: makeMeta({ session, uiStyle }), session });
    const { container } = await renderRunner();
    await questionHeading(1);
    const root = container.querySelector('[data-ui-style]');
    expect(root?.getAttribute('data-ui-style')).toBe(look);
    expect(root?.classList.contains(`runner--${look}`)).toBe(true);
  });
});
