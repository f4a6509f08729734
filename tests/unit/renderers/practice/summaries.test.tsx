// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json' with { type: 'json' };
import { PracticeSummaryScreen } from '../../../../renderers/screens/practice/PracticeSummaryScreen.tsx';
import { QuestionTimer } from '../../../../renderers/screens/practice/QuestionTimer.tsx';
import { SessionSummaryScreen } from '../../../../renderers/screens/practice/SessionSummaryScreen.tsx';
import { bundledBrand } from '../renderWithShell.tsx';
import { renderLearn, signedInStore } from '../renderLearn.tsx';
import { CHAPTER, TOPIC } from './practiceServer.ts';
import { ok, on, requestsTo, stubServices } from '../stubServices.ts';

vi.mock('../../../../runtime/events/trackEvent.ts', () => ({ trackEvent: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SUMMARY = '/api/practice/v1/practice/s-1/summary';

const summary = {
  totalTimeSpend: 754,
  accuracy: 67,
  silverEmbiumsEarnedCount: 15,
  goldEmbiumsEarnedCount: 1,
  predicted_practice_accuracy: 58,
  current_practice_accuracy: 67,
  metaData: {
    attempts: [
      {
        code: 'q-1',
        attemptTypeBadge: 'Perfect',
        correctness: 1,
        timeSpent: 42,
        idealTime: 60,
        concept: 'phy.range',
      },
      {
        code: 'q-2',
        attemptTypeBadge: 'OvertimeIncorrect',
        correctness: 0,
        timeSpent: 95,
        idealTime: 60,
        concept: 'phy.time-of-flight',
      },
    ],
  },
  mastery: [
    { concept: 'phy.range', name: 'Range of a projectile', before: 0.4, after: 0.55 },
    { concept: 'phy.time-of-flight', name: 'Time of flight', before: 0.5, after: 0.45 },
  ],
};

async function renderSummary(query: string) {
  return renderLearn(<SessionSummaryScreen />, await bundledBrand('abhyas'), {
    path: `/practice/session-summary?${query}`,
    store: signedInStore(),
  });
}

describe('session summary', () => {
  it('shows the totals, each concept’s mastery before and after, and every attempt', async () => {
    const requests = stubServices(on('GET', SUMMARY, ok({ data: summary })));
    await renderSummary('session_id=s-1');

    expect(await screen.findByRole('heading', { name: 'Your practice summary' })).toBeTruthy();
    expect(requestsTo(requests, 'GET', SUMMARY)[0]?.url.searchParams.get('language')).toBe('en');
    const stat = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
    expect(stat('Time spent')).toBe('12:34');
    expect(stat('Accuracy')).toBe('67%');
    expect(stat('Expected accuracy')).toBe('58%');
    expect(stat('Silver embiums')).toBe('15');
    expect(stat('Gold embiums')).toBe('1');

    const mastery = screen.getByRole('region', { name: 'Concept mastery' });
    const items = within(mastery)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['Range of a projectile 40% → 55%', 'Time of flight 50% → 45%']);

    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '1Range of a projectilePerfect attempt0:42 of 1:00',
      '2Time of flightIncorrect, over time1:35 of 1:00',
    ]);
  });

  it('says a session without answers (406) has nothing to sum up yet', async () => {
    stubServices(
      on('GET', SUMMARY, {
        status: 406,
        body: { code: 'INVALID_SESSION', message: 'no attempts' },
      }),
    );
    await renderSummary('session_id=s-1');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This session has no answers yet. Answer a question and its summary shows here.',
    );
    expect(screen.getByRole('link', { name: 'Go to practice' }).getAttribute('href')).toBe(
      '/practice/home',
    );
  });

  it('shows the exception page for other failures and for a missing session id', async () => {
    const requests = stubServices(
      on('GET', SUMMARY, { status: 500, body: { code: 'INTERNAL', message: 'boom' } }),
    );
    await renderSummary('session_id=s-1');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong on our side' }),
    ).toBeTruthy();
    cleanup();
    await renderSummary('');
    expect(await screen.findByRole('heading', { name: 'Content not found' })).toBeTruthy();
    expect(requests).toHaveLength(1);
  });
});

describe('practice summary', () => {
  const physics = { code: 'physics', name: 'Physics' };
  const node = (level: string, learnpath_name: string, name: string) => ({
    learnpath_name,
    code: learnpath_name.split('--').at(-1),
    level,
    name,
    subject: physics,
    video_count: 2,
  });

  it('names the chapter, practises it whole or by topic', async () => {
    const requests = stubServices(
      on(
        'GET',
        `/api/content/filtersv2/${CHAPTER}`,
        ok({
          data: {
            node: node('chapter', CHAPTER, 'Kinematics'),
            ancestors: [],
            filters: [
              node('topic', TOPIC, 'Projectile motion'),
              node('topic', `${CHAPTER}--relative-motion`, 'Relative motion'),
            ],
          },
        }),
      ),
    );
    renderLearn(<PracticeSummaryScreen />, await bundledBrand('abhyas'), {
      path: `/practice/summary/kinematics?learnmap_id=${CHAPTER}`,
      pattern: '/practice/summary/:id?',
      store: signedInStore(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kinematics' })).toBeTruthy();
    expect(requests).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Practise this chapter' }).getAttribute('href')).toBe(
      `/practice?mode=Normal&learnmap_id=${CHAPTER}&title=Kinematics`,
    );
    expect(
      screen.getByRole('link', { name: 'Practise Projectile motion' }).getAttribute('href'),
    ).toBe(`/practice?mode=Normal&learnmap_id=${TOPIC}&title=Projectile+motion`);
    expect(screen.getByRole('link', { name: 'Practise Relative motion' })).toBeTruthy();
  });

  it('links the units of a subject to their own practice summaries', async () => {
    const SUBJECT = 'PreUG--jee-main--physics';
    const UNIT = `${SUBJECT}--mechanics`;
    stubServices(
      on(
        'GET',
        `/api/content/filtersv2/${SUBJECT}`,
        ok({
          data: {
            node: node('subject', SUBJECT, 'Physics'),
            ancestors: [],
            filters: [node('unit', UNIT, 'Mechanics')],
          },
        }),
      ),
    );
    renderLearn(<PracticeSummaryScreen />, await bundledBrand('abhyas'), {
      path: `/practice/summary/physics?learnmap_id=${SUBJECT}`,
      pattern: '/practice/summary/:id?',
      store: signedInStore(),
    });
    expect((await screen.findByRole('link', { name: 'Mechanics' })).getAttribute('href')).toBe(
      `/practice/summary/mechanics?learnmap_id=${UNIT}`,
    );
    expect(screen.queryByRole('link', { name: /^Practise this/ })).toBeNull();
  });

  it('shows content-not-found without a learn path', async () => {
    const requests = stubServices();
    renderLearn(<PracticeSummaryScreen />, await bundledBrand('abhyas'), {
      path: '/practice/summary/kinematics',
      pattern: '/practice/summary/:id?',
    });
    expect(await screen.findByRole('heading', { name: 'Content not found' })).toBeTruthy();
    expect(requests).toEqual([]);
  });
});

describe('question timer', () => {
  it('counts up and says when the ideal time is past; stands still once answered', () => {
    const now = Date.now();
    render(
      <IntlProvider locale="en" messages={en}>
        <QuestionTimer startedAt={now - 70_000} stoppedAt={undefined} idealSeconds={60} />
        <QuestionTimer startedAt={now - 70_000} stoppedAt={now - 50_000} idealSeconds={60} />
      </IntlProvider>,
    );
    const [running, stopped] = screen.getAllByText('Time on this question');
    expect(running?.parentElement?.textContent).toBe('Time on this question1:10Over time');
    expect(running?.parentElement?.hasAttribute('data-over')).toBe(true);
    expect(stopped?.parentElement?.textContent).toBe('Time on this question0:20');
  });
});
