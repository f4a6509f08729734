// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { BundleMeta } from '../../../../domain/contracts/mockTests.ts';
import { TestSummaryScreen } from '../../../../renderers/screens/mockTests/TestSummaryScreen.tsx';
import { bundledBrand } from '../renderWithShell.tsx';
import { renderLearn, signedInStore } from '../renderLearn.tsx';
import { ok, on, requestsTo, stubServices, type Reply } from '../stubServices.ts';
import { CODE, makeMeta, makeSession, META, MOMENTS, NOW } from './testServer.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const meta = (overrides: Partial<BundleMeta> = {}): Reply => ok({ data: makeMeta(overrides) });

async function renderSummary(query = '', code = CODE) {
  return renderLearn(<TestSummaryScreen />, await bundledBrand('abhyas'), {
    path: `/test/summary/${code}${query ? `?${query}` : ''}`,
    pattern: '/test/summary/:id?',
    store: signedInStore(),
  });
}

const title = () => screen.findByRole('heading', { level: 1, name: 'JEE Main full test 3' });
const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;

describe('test summary: what the test is', () => {
  it('loads the meta in the UI language and shows kind, size, time, marks and languages', async () => {
    const requests = stubServices(on('GET', META, meta()));
    await renderSummary();
    await title();
    expect(requestsTo(requests, 'GET', META)[0]?.url.searchParams.get('locale')).toBe('en');
    expect(screen.getByText('Mock test')).toBeTruthy();
    expect(term('Duration')?.textContent).toBe('180 minutes');
    expect(term('Questions')?.textContent).toBe('75');
    expect(term('Maximum marks')?.textContent).toBe('300');
    expect(term('Languages')?.textContent).toBe('English, हिन्दी');
    expect(document.title).toBe('JEE Main full test 3');
  });

  it('lists the sections with questions, marks, marking, section time and “any N”', async () => {
    stubServices(on('GET', META, meta()));
    await renderSummary();
    const table = await screen.findByRole('table', { name: 'Sections' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Section',
      'Questions',
      'Maximum marks',
      'Marking',
      'Section time',
      'Questions to answer',
    ]);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      [
        'Physics A',
        '20',
        '80',
        '+4 for a correct answer, −1 for a wrong one, 0 if not attempted',
        'Shared',
        'All',
      ],
      [
        'Physics B',
        '10',
        '20',
        '+4 for a correct answer, 0 for a wrong one, 0 if not attempted',
        '20 minutes',
        'Any 5 of 10',
      ],
    ]);
  });

  it('names chapter-wise tests by type or by a chapter’s code, and the student’s own tests', async () => {
    stubServices(on('GET', META, meta({ type: 'chapterwise_test' })));
    await renderSummary();
    expect(await screen.findByText('Chapter-wise test')).toBeTruthy();
    cleanup();

    const chapter = 'PreUG--jee-main--physics--mechanics--kinematics';
    stubServices(
      on(
        'GET',
        `/api/test/mocktest-bundles/${encodeURIComponent(chapter)}/latest`,
        meta({ code: chapter }),
      ),
    );
    await renderSummary('', chapter);
    expect(await screen.findByText('Chapter-wise test')).toBeTruthy();
    cleanup();

    stubServices(on('GET', META, meta()));
    await renderSummary('is_custom=true');
    expect(await screen.findByText('Your own test')).toBeTruthy();
  });

  it('shows a scheduled test’s moments and says when a password is asked', async () => {
    stubServices(
      on(
        'GET',
        META,
        meta({
          isScheduled: true,
          test_time_details: MOMENTS,
          schedule_status: 'NOT_BEGUN',
          is_password_protected: true,
        }),
      ),
    );
    await renderSummary();
    const schedule = await screen.findByRole('region', { name: 'Schedule' });
    const moments = within(schedule)
      .getAllByRole('definition')
      .map((dd) => dd.textContent.toLowerCase());
    expect(moments).toEqual([
      '5 jun, 4:00 pm',
      '5 jun, 5:00 pm',
      '5 jun, 7:00 pm',
      '7 jun, 4:00 pm',
      '8 jun, 4:00 pm',
    ]);
    expect(screen.getByText('This test asks for a password when you start it.')).toBeTruthy();
  });

  it('shows no schedule and no password note for an open test', async () => {
    stubServices(on('GET', META, meta()));
    await renderSummary();
    await title();
    expect(screen.queryByRole('region', { name: 'Schedule' })).toBeNull();
    expect(screen.queryByText(/password/)).toBeNull();
  });
});

describe('test summary: its action by the session', () => {
  it('starts a test without a session in the runner, passing the homework, school and class on', async () => {
    stubServices(on('GET', META, meta()));
    await renderSummary('homework_id=hw-1&schoolId=sc-1&classId=c-1&is_custom=false');
    const start = await screen.findByRole('link', { name: 'Start' });
    expect(start.getAttribute('href')).toBe(
      `/mock-test/${CODE}/session?homework_id=hw-1&schoolId=sc-1&classId=c-1`,
    );
  });

  it('resumes a started test', async () => {
    stubServices(
      on('GET', META, meta({ schedule_status: 'BEGUN.ON_GOING', session: makeSession() })),
    );
    await renderSummary();
    expect((await screen.findByRole('link', { name: 'Resume' })).getAttribute('href')).toBe(
      `/mock-test/${CODE}/session`,
    );
  });

  it.each(['finished', 'pendingEvaluation'] as const)(
    'opens the analysis of a %s test',
    async (status) => {
      stubServices(
        on(
          'GET',
          META,
          meta({ schedule_status: 'ELAPSED.COMPLETED', session: makeSession({ status }) }),
        ),
      );
      await renderSummary();
      const link = await screen.findByRole('link', { name: 'View feedback' });
      expect(link.getAttribute('href')).toBe(`/mock-test/${CODE}/analyze?sessionId=s-1`);
    },
  );

  it('says a submitted scheduled test’s results come at the answer key, with no link', async () => {
    stubServices(
      on(
        'GET',
        META,
        meta({
          isScheduled: true,
          test_time_details: MOMENTS,
          schedule_status: 'AWAITING.FEEDBACK',
          is_result_available: false,
          session: makeSession({ status: 'finished' }),
        }),
      ),
    );
    await renderSummary();
    await title();
    const status = screen.getByRole('status');
    expect(status.textContent.toLowerCase()).toBe('submitted. results on 7 jun, 4:00 pm.');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it.each([
    ['NOT_BEGUN', 'Starts at 4:00 pm'],
    ['BEGUN.ATTEMPT_LOCKED', 'Locked'],
    ['ELAPSED.EXPIRED', 'Expired'],
  ] as const)('shows %s as “%s”, not as a button', async (schedule_status, text) => {
    stubServices(
      on('GET', META, meta({ isScheduled: true, test_time_details: MOMENTS, schedule_status })),
    );
    await renderSummary();
    await title();
    expect(screen.getByRole('status').textContent.toLowerCase()).toBe(text.toLowerCase());
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('test summary: refreshing with the schedule', () => {
  const HOUR = 3_600_000;
  const scheduled = (schedule_status: BundleMeta['schedule_status']) =>
    meta({ isScheduled: true, test_time_details: MOMENTS, schedule_status });

  /** The timer the summary set for the schedule's next change (other timers have other waits). */
  const timerFor = (spy: MockInstance<typeof setTimeout>, wait: number) =>
    spy.mock.calls.findIndex((call) => call[1] === wait);

  it('asks again when the test opens and then offers Start', async () => {
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    const requests = stubServices(
      on('GET', META, scheduled('NOT_BEGUN'), scheduled('BEGUN.IN_ATTEMPT_WINDOW')),
    );
    await renderSummary();
    await title();
    const index = timerFor(timeouts, 6 * HOUR);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(screen.queryByRole('link', { name: 'Start' })).toBeNull();

    vi.setSystemTime(MOMENTS.startsAt);
    const fire = timeouts.mock.calls[index]?.[0] as () => void;
    act(() => fire());
    expect(await screen.findByRole('link', { name: 'Start' })).toBeTruthy();
    expect(requestsTo(requests, 'GET', META)).toHaveLength(2);
    // Open now: the next change is the lock, an hour on.
    expect(timerFor(timeouts, HOUR)).toBeGreaterThanOrEqual(0);
  });

  it('clears its timer when the page goes away', async () => {
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    const clears = vi.spyOn(globalThis, 'clearTimeout');
    stubServices(on('GET', META, scheduled('BEGUN.IN_ATTEMPT_WINDOW')));
    const { unmount } = await renderSummary();
    await screen.findByRole('link', { name: 'Start' });
    const index = timerFor(timeouts, MOMENTS.locksAt - NOW);
    expect(index).toBeGreaterThanOrEqual(0);
    const id: unknown = timeouts.mock.results[index]?.value;
    expect(clears.mock.calls.some(([cleared]) => cleared === id)).toBe(false);
    unmount();
    expect(clears.mock.calls.some(([cleared]) => cleared === id)).toBe(true);
  });

  it('sets no timer once nothing changes by itself', async () => {
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    stubServices(
      on(
        'GET',
        META,
        meta({
          isScheduled: true,
          test_time_details: MOMENTS,
          schedule_status: 'ELAPSED.COMPLETED',
          session: makeSession({ status: 'finished' }),
        }),
      ),
    );
    await renderSummary();
    await screen.findByRole('link', { name: 'View feedback' });
    // swr and the router keep short timers of their own; a schedule's wait is minutes or more.
    const waits = timeouts.mock.calls.map((call) => call[1]);
    expect(waits.filter((wait) => typeof wait === 'number' && wait >= 60_000)).toEqual([]);
  });
});

describe('test summary: failures', () => {
  it.each([
    [404, 'Content not found'],
    [500, 'Something went wrong on our side'],
  ])('a %i shows “%s”', async (status, heading) => {
    stubServices(on('GET', META, { status, body: { code: 'X', message: 'no' } }));
    await renderSummary();
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
  });
});
