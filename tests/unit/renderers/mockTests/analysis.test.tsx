// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestAnalysis } from '../../../../domain/contracts/mockTests.ts';
import { AnalysisScreen } from '../../../../renderers/screens/mockTests/AnalysisScreen.tsx';
import { bundledBrand } from '../renderWithShell.tsx';
import { renderLearn, signedInStore } from '../renderLearn.tsx';
import { ok, on, requestsTo, stubServices } from '../stubServices.ts';
import {
  ANALYSIS,
  CODE,
  detailsPath,
  makeAnalysis,
  makeDetails,
  makeMeta,
  META,
  MOMENTS,
  NOW,
} from './testServer.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function renderAnalysis(query = 'sessionId=s-1') {
  return renderLearn(<AnalysisScreen code={CODE} />, await bundledBrand('abhyas'), {
    path: `/mock-test/${CODE}/analyze?${query}`,
    store: signedInStore(),
  });
}

const analysisReply = (overrides: Partial<TestAnalysis> = {}) =>
  on('GET', ANALYSIS, ok({ data: makeAnalysis(overrides) }));

const heading = () => screen.findByRole('heading', { level: 1, name: 'JEE Main full test 3' });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('analysis: the numbers', () => {
  it('shows score of the maximum, rank among takers, percentile, accuracy and time', async () => {
    const requests = stubServices(analysisReply());
    await renderAnalysis();
    await heading();
    expect(requestsTo(requests, 'GET', ANALYSIS)[0]?.url.searchParams.get('locale')).toBe('en');
    const overview = within(screen.getByRole('region', { name: 'Your result' }));
    const stat = (term: string) => overview.getByText(term).nextElementSibling?.textContent;
    expect(stat('Score')).toBe('7 of 12');
    expect(stat('Rank')).toBe('3 of 16');
    expect(stat('Percentile')).toBe('87.5');
    expect(stat('Accuracy')).toBe('66.67%');
    expect(stat('Time spent')).toBe('12:34');
  });

  it('draws each subject and section as a bar of right, wrong and skipped, with a table for readers', async () => {
    stubServices(analysisReply());
    const { container } = await renderAnalysis();
    await heading();
    const bySection = screen.getByRole('table', { name: 'By section' });
    expect(rowsOf(bySection)).toEqual([
      ['Physics A', '3 of 12', '1', '1', '0', '50%', '3:20'],
      ['Physics B', '4 of 12', '1', '0', '1', '50%', '3:20'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'By subject' }))).toEqual([
      ['Physics', '7 of 12', '2', '1', '1', '66.67%', '12:34'],
    ]);
    // Physics B: one right, one skipped, each half the bar; the drawing is hidden from readers.
    const bar = container.querySelector('[data-area="phy-b"]');
    expect(bar?.querySelector('.chart-correct')?.getAttribute('width')).toBe('250');
    expect(bar?.querySelector('.chart-incorrect')?.getAttribute('width')).toBe('0');
    expect(bar?.querySelector('.chart-unattempted')?.getAttribute('width')).toBe('250');
    expect(bar?.closest('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(bar?.textContent).toContain('4/12');
  });

  it('draws time per question against its ideal time, marking the questions over it', async () => {
    stubServices(analysisReply());
    const { container } = await renderAnalysis();
    await heading();
    const bars = [...container.querySelectorAll('[data-chart="time"] [data-question]')];
    expect(bars.map((g) => g.querySelector('rect')?.getAttribute('class'))).toEqual([
      'chart-time',
      'chart-over',
      'chart-time',
      'chart-time',
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Time on each question' }))).toEqual([
      ['1', '1:00', '1:30'],
      ['2', '2:30', '1:30'],
      ['3', '1:00', '1:30'],
      ['4', '0:00', '1:30'],
    ]);
  });

  it('counts the attempt types with practice’s badges', async () => {
    stubServices(analysisReply());
    await renderAnalysis();
    await heading();
    const attempts = within(screen.getByRole('region', { name: 'How you attempted' }));
    expect(attempts.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Perfect attempt2 questions',
      'Incorrect, over time1 question',
    ]);
    expect(attempts.getByText('Perfect attempt').getAttribute('data-tone')).toBe('good');
  });
});

describe('analysis: the questions', () => {
  it('opens on the wrong and skipped questions, and narrows to each kind with the summary’s counts', async () => {
    stubServices(analysisReply());
    await renderAnalysis();
    await heading();
    const list = within(screen.getByRole('region', { name: 'Your answers' }));
    const shown = () => list.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(shown()).toEqual(['Question 2', 'Question 4']);
    expect(list.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Wrong or not attempted (2)',
      'Incorrect (1)',
      'Not attempted (1)',
      'Correct (2)',
      'All (4)',
    ]);

    fireEvent.click(list.getByRole('radio', { name: 'Incorrect (1)' }));
    expect(shown()).toEqual(['Question 2']);
    expect(list.getByRole('status').textContent).toBe('Showing 1 of 1 question');
    const row = list.getByRole('heading', { name: 'Question 2' }).closest('li');
    expect(row?.textContent).toContain('Physics A');
    expect(row?.textContent).toContain('\u22121 marks');
    expect(row?.textContent).toContain('2:30 of 1:30');
    expect(row?.textContent).toContain('Incorrect, over time');

    fireEvent.click(list.getByRole('radio', { name: 'Not attempted (1)' }));
    expect(shown()).toEqual(['Question 4']);
    fireEvent.click(list.getByRole('radio', { name: 'Correct (2)' }));
    expect(shown()).toEqual(['Question 1', 'Question 3']);
    fireEvent.click(list.getByRole('radio', { name: 'All (4)' }));
    expect(shown()).toHaveLength(4);
  });

  it('counts the summary as the filters do, adding up to the questions', async () => {
    stubServices(analysisReply());
    const { container } = await renderAnalysis();
    await heading();
    const count = (key: string) =>
      Number(container.querySelector(`[data-count="${key}"] dd`)?.textContent);
    const filter = (key: string) =>
      Number(
        /\((\d+)\)/.exec(container.querySelector(`[data-filter="${key}"]`)?.textContent ?? '')?.[1],
      );
    expect(count('questions')).toBe(4);
    expect(count('attempted')).toBe(3);
    expect(count('correct')).toBe(filter('correct'));
    expect(count('incorrect')).toBe(filter('incorrect'));
    expect(count('notAttempted')).toBe(filter('unattempted'));
    expect(count('questions')).toBe(filter('all'));
    expect(count('correct') + count('incorrect') + count('notAttempted')).toBe(count('questions'));
    expect(count('marked')).toBe(0);
  });

  it('writes the marking as marks, not as counts', async () => {
    stubServices(analysisReply());
    await renderAnalysis();
    await heading();
    const overview = within(screen.getByRole('region', { name: 'Your result' }));
    expect(overview.getByText(/^Marking:/).textContent).toBe(
      'Marking: +4 for a correct answer, \u22121 for a wrong one, 0 if not attempted.',
    );
  });

  it('shows a long paper ten questions at a time, the rest one tap away', async () => {
    const [skipped] = makeAnalysis().questions.filter((q) => q.result === 'unattempted');
    if (!skipped) throw new Error('the analysis has no unattempted question');
    const questions = Array.from({ length: 25 }, (_, i) => ({
      ...skipped,
      question_index: i,
      code: `q-${i + 1}`,
    }));
    stubServices(analysisReply({ questions }));
    await renderAnalysis();
    await heading();
    const list = within(screen.getByRole('region', { name: 'Your answers' }));
    const shown = () => list.getAllByRole('heading', { level: 3 }).length;
    expect(shown()).toBe(10);
    expect(list.getByRole('status').textContent).toBe('Showing 10 of 25 questions');
    fireEvent.click(list.getByRole('button', { name: 'Show 10 more' }));
    expect(shown()).toBe(20);
    // Focus goes to the first question just shown.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Show question 11');
    expect(list.getByRole('button', { name: 'Show 5 more' })).toBeTruthy();
    fireEvent.click(list.getByRole('button', { name: 'Show all 25' }));
    expect(shown()).toBe(25);
    expect(list.queryByRole('button', { name: /^Show all/ })).toBeNull();
    // Another filter starts again at one page.
    fireEvent.click(list.getByRole('radio', { name: 'All (25)' }));
    expect(shown()).toBe(10);
  });

  it('opens a question with the student’s answer marked against the key, and its explanation', async () => {
    const requests = stubServices(
      analysisReply(),
      on('GET', detailsPath('q-2'), ok(makeDetails('q-2', 'released'))),
    );
    await renderAnalysis();
    await heading();
    const toggle = screen.getByRole('button', { name: 'Show question 2' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const controlled = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!controlled) throw new Error('the button controls no element');
    const details = within(controlled);
    expect(await details.findByText('Body of q-2')).toBeTruthy();

    const ask = requestsTo(requests, 'GET', detailsPath('q-2'))[0];
    expect(ask?.url.searchParams.get('session_id')).toBe('s-1');
    expect(ask?.url.searchParams.get('locale')).toBe('en');
    const chosen = await details.findByRole('radio', { name: /Twenty metres/ });
    expect((chosen as HTMLInputElement).checked).toBe(true);
    expect(chosen.closest('label')?.textContent).toContain('Incorrect');
    expect(
      details.getByRole('radio', { name: /Forty metres/ }).closest('label')?.textContent,
    ).toContain('Correct answer');
    expect(details.getByRole('heading', { name: 'Explanation' })).toBeTruthy();
    expect(details.getByText('Range is u² sin 2θ / g.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Hide question 2' }));
    expect(screen.queryByText('Body of q-2')).toBeNull();
  });

  it('says a locked answer key is not out, and marks nothing', async () => {
    stubServices(
      analysisReply(),
      on('GET', detailsPath('q-1'), ok(makeDetails('q-1', 'locked', null))),
    );
    const { container } = await renderAnalysis();
    await heading();
    fireEvent.click(screen.getByRole('radio', { name: 'All (4)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show question 1' }));
    expect(await screen.findByText('The answer key is not out yet.')).toBeTruthy();
    expect(container.querySelector('.question-mark')).toBeNull();
  });

  it('says when solutions open while they are locked', async () => {
    stubServices(
      analysisReply({ solutions_released: false, solutions_at: MOMENTS.solutionAt }),
      on('GET', detailsPath('q-1'), ok(makeDetails('q-1', 'released', null))),
    );
    await renderAnalysis();
    await heading();
    fireEvent.click(screen.getByRole('radio', { name: 'All (4)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show question 1' }));
    const locked = await screen.findByText(/^Solutions open on/);
    expect(locked.textContent.toLowerCase()).toBe('solutions open on 8 jun, 4:00 pm.');
    expect(screen.queryByRole('heading', { name: 'Explanation' })).toBeNull();
  });

  it('offers a retry when a question cannot be loaded', async () => {
    const requests = stubServices(
      analysisReply(),
      on(
        'GET',
        detailsPath('q-1'),
        { status: 500, body: { code: 'INTERNAL', message: 'boom' } },
        ok(makeDetails('q-1', 'released')),
      ),
    );
    await renderAnalysis();
    await heading();
    fireEvent.click(screen.getByRole('radio', { name: 'All (4)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show question 1' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This question could not be loaded.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Body of q-1')).toBeTruthy();
    expect(requestsTo(requests, 'GET', detailsPath('q-1')).length).toBeGreaterThanOrEqual(2);
  });
});

describe('analysis: before the results and on failures', () => {
  it('says when results come when the analysis is not out yet (409)', async () => {
    stubServices(
      on('GET', ANALYSIS, {
        status: 409,
        body: { code: 'RESULT_NOT_AVAILABLE', message: 'The results of this test are not out yet' },
      }),
      on('GET', META, ok({ data: makeMeta({ isScheduled: true, test_time_details: MOMENTS }) })),
    );
    await renderAnalysis();
    expect(await screen.findByRole('heading', { name: 'Results are not out yet' })).toBeTruthy();
    const status = await screen.findByRole('status');
    expect(status.textContent.toLowerCase()).toBe(
      'your test is submitted. results on 7 jun, 4:00 pm.',
    );
    expect(screen.getByRole('link', { name: 'Back to the test' }).getAttribute('href')).toBe(
      `/test/summary/${CODE}`,
    );
  });

  it('treats a 423 the same way, and says only “soon” without a schedule', async () => {
    stubServices(
      on('GET', ANALYSIS, { status: 423, body: { code: 'LOCKED', message: 'locked' } }),
      on('GET', META, ok({ data: makeMeta() })),
    );
    await renderAnalysis();
    expect((await screen.findByRole('status')).textContent).toBe('Your results will be out soon.');
  });

  it('shows the exception page for a missing session or a failure', async () => {
    const requests = stubServices(
      on('GET', ANALYSIS, { status: 404, body: { code: 'NOT_FOUND', message: 'no' } }),
    );
    await renderAnalysis('');
    expect(await screen.findByRole('heading', { name: 'Content not found' })).toBeTruthy();
    expect(requests).toHaveLength(0);
    cleanup();
    await renderAnalysis();
    expect(await screen.findByRole('heading', { name: 'Content not found' })).toBeTruthy();
  });
});
