// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ERROR_EVENT } from '../../../../domain/events/apiErrorRecord.ts';
import { PracticeScreen } from '../../../../renderers/screens/practice/PracticeScreen.tsx';
import { spyOnBeacons } from '../../runtime/events/beacons.ts';
import { bundledBrand } from '../renderWithShell.tsx';
import { renderLearn, signedInStore } from '../renderLearn.tsx';
import { ok, on, stubServices, type Reply } from '../stubServices.ts';
import {
  CHAPTER,
  eventPath,
  makeQuestion,
  makeSession,
  nextQuestion,
  questionPath,
  SESSION_PATH,
} from './practiceServer.ts';

vi.mock('../../../../renderers/questions/QuestionView.tsx', () => import('./FakeQuestionView.tsx'));

let beacons: ReturnType<typeof spyOnBeacons>;
beforeEach(() => {
  beacons = spyOnBeacons();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Every error event sent: callApi's error record and practice's own, whichever fired. */
async function errorEvents() {
  return (await beacons.sent()).filter(
    (e) =>
      (e.namespace === API_ERROR_EVENT.namespace && e.topic === API_ERROR_EVENT.topic) ||
      (e.namespace === 'practice' && e.topic === 'error'),
  );
}

const recorded: Reply = ok({ data: { recorded: true, check: null } });
const bookmarkStatus = on('GET', '/api/practice/bookmark', ok({ data: { bookmarked: false } }));

/** The first question on screen, its submit answered with `submitted`. */
async function submitAnswered(submitted: Reply) {
  stubServices(
    on('POST', SESSION_PATH, ok({ data: makeSession() })),
    on('GET', questionPath(), nextQuestion(makeQuestion())),
    (request) =>
      request.method === 'POST' &&
      request.url.pathname === eventPath('q-1') &&
      (request.body as { event: string }).event === 'submit'
        ? submitted
        : undefined,
    on('POST', eventPath('q-1'), recorded),
    bookmarkStatus,
  );
  await renderLearn(<PracticeScreen />, await bundledBrand('abhyas'), {
    path: `/practice?learnmap_id=${CHAPTER}`,
    pattern: '/practice',
    store: signedInStore(),
  }).findByRole('heading', { name: 'Question 1 of 5' });
  fireEvent.click(screen.getByRole('button', { name: 'Option b' }));
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await screen.findByRole('alert');
}

describe('practice failures are reported exactly once (learning-experience spec §8)', () => {
  it('files a failed submit once, as the error record under practice’s feature name', async () => {
    await submitAnswered({ status: 500, body: { code: 'INTERNAL', message: 'boom' } });
    const events = await errorEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      namespace: 'errors',
      topic: 'api_error',
      payload: {
        error_code: 'INTERNAL',
        error_type: 'http_500',
        error_response: 'boom',
        feature_name: 'practice_submit',
        status: 500,
      },
    });
  });

  it('files a session that cannot start once', async () => {
    stubServices(
      on('POST', SESSION_PATH, { status: 404, body: { code: 'CONTENT_NOT_FOUND', message: 'x' } }),
    );
    renderLearn(<PracticeScreen />, await bundledBrand('abhyas'), {
      path: `/practice?learnmap_id=${CHAPTER}`,
      pattern: '/practice',
      store: signedInStore(),
    });
    await screen.findByRole('heading', { name: 'Content not found' });
    const events = await errorEvents();
    expect(events.map((e) => e.payload)).toEqual([
      expect.objectContaining({
        error_code: 'CONTENT_NOT_FOUND',
        feature_name: 'practice_session',
      }),
    ]);
  });

  it('reports a failure past the call (a submit answered without a check) once, itself', async () => {
    await submitAnswered(recorded);
    const events = await errorEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      namespace: 'practice',
      topic: 'error',
      payload: {
        error_code: 'CLIENT',
        error_type: 'client',
        error_response: 'the submit was recorded without an answer check',
        feature_name: 'practice_submit',
      },
    });
  });
});
