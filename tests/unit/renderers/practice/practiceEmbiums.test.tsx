// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeatureFlags } from '../../../../domain/contracts/featureFlags.ts';
import { PracticeScreen } from '../../../../renderers/screens/practice/PracticeScreen.tsx';
import { SessionSummaryScreen } from '../../../../renderers/screens/practice/SessionSummaryScreen.tsx';
import { embiumRewardsAtom } from '../../../../runtime/embiums/embiumRewards.ts';
import { authStateAtom } from '../../../../runtime/session/authState.ts';
import { shellStore } from '../../../../runtime/shellStore.ts';
import { bundledBrand } from '../renderWithShell.tsx';
import { renderLearn, signedInStore } from '../renderLearn.tsx';
import {
  CHAPTER,
  eventPath,
  makeCheck,
  makeQuestion,
  makeSession,
  nextQuestion,
  questionPath,
  SESSION_PATH,
} from './practiceServer.ts';
import { ok, on, stubServices } from '../stubServices.ts';

vi.mock('../../../../renderers/questions/QuestionView.tsx', () => import('./FakeQuestionView.tsx'));
vi.mock('../../../../runtime/events/trackEvent.ts', () => ({ trackEvent: vi.fn() }));

afterEach(() => {
  cleanup();
  shellStore.set(embiumRewardsAtom, []);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A signed-in store whose user record carries these feature flags. */
function storeWithFlags(featureFlags: FeatureFlags | undefined) {
  const store = signedInStore();
  const state = store.get(authStateAtom);
  if (state.status !== 'signedIn') throw new Error('not signed in');
  store.set(authStateAtom, { ...state, connected: { ...state.connected, featureFlags } });
  return store;
}

/** Answers the first question of a session and returns the feedback section. */
async function answerOnce(brandId: string, featureFlags?: FeatureFlags) {
  stubServices(
    on('POST', SESSION_PATH, ok({ data: makeSession() })),
    on('GET', questionPath(), nextQuestion(makeQuestion())),
    (request) =>
      request.method === 'POST' &&
      request.url.pathname === eventPath('q-1') &&
      (request.body as { event: string }).event === 'submit'
        ? ok({ data: { recorded: true, check: makeCheck({ silverEmbiums: 5, totalEmbiums: 57 }) } })
        : undefined,
    on('POST', eventPath('q-1'), ok({ data: { recorded: true, check: null } })),
    on('GET', '/api/practice/bookmark', ok({ data: { bookmarked: false } })),
  );
  renderLearn(<PracticeScreen />, await bundledBrand(brandId), {
    path: `/practice?learnmap_id=${CHAPTER}`,
    pattern: '/practice',
    store: storeWithFlags(featureFlags),
  });
  await screen.findByRole('heading', { name: 'Question 1 of 5' });
  fireEvent.click(screen.getByRole('button', { name: 'Option b' }));
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  const verdict = await screen.findByRole('heading', { name: 'Correct!' });
  const feedback = verdict.closest('section');
  if (!feedback) throw new Error('no feedback section');
  return within(feedback);
}

describe('embiums in practice feedback', () => {
  it('are shown where the brand has them', async () => {
    const feedback = await answerOnce('abhyas');
    expect(feedback.getByText('+5 silver embiums')).toBeTruthy();
  });

  it('are handed to the shell’s embium modal with the balance after them', async () => {
    await answerOnce('abhyas');
    await waitFor(() =>
      expect(shellStore.get(embiumRewardsAtom)).toEqual([
        expect.objectContaining({ points: 5, metal: 'silver', category: 'practice', total: 57 }),
      ]),
    );
  });

  it('are not shown on vidya, which switches embiums off; the rest of the feedback is', async () => {
    const feedback = await answerOnce('vidya');
    expect(feedback.getByText('Perfect attempt')).toBeTruthy();
    expect(feedback.getByText('The range is u² sin 2θ / g = 20 m.')).toBeTruthy();
    expect(feedback.queryByText(/embium/i)).toBeNull();
    // Give a reward that should not come the time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shellStore.get(embiumRewardsAtom)).toEqual([]);
  });

  it('are not shown to a user whose feature flags turn embiums off', async () => {
    const feedback = await answerOnce('abhyas', { embiums: false });
    expect(feedback.getByText('Perfect attempt')).toBeTruthy();
    expect(feedback.queryByText(/embium/i)).toBeNull();
  });
});

describe('embiums in the session summary', () => {
  const summary = {
    totalTimeSpend: 754,
    accuracy: 67,
    silverEmbiumsEarnedCount: 15,
    goldEmbiumsEarnedCount: 1,
    predicted_practice_accuracy: 58,
    current_practice_accuracy: 67,
    metaData: { attempts: [] },
    mastery: [],
  };

  it('are not counted on vidya; time and accuracy still are', async () => {
    stubServices(on('GET', '/api/practice/v1/practice/s-1/summary', ok({ data: summary })));
    renderLearn(<SessionSummaryScreen />, await bundledBrand('vidya'), {
      path: '/practice/session-summary?session_id=s-1',
      store: signedInStore(),
    });
    expect(await screen.findByRole('heading', { name: 'Your practice summary' })).toBeTruthy();
    expect(screen.getByText('Time spent')).toBeTruthy();
    expect(screen.getByText('Accuracy')).toBeTruthy();
    expect(screen.queryByText(/embium/i)).toBeNull();
  });
});
