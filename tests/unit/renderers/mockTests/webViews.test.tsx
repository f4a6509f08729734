// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestWebViewScreen } from '../../../../renderers/screens/mockTests/TestWebViewScreen.tsx';
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
} from './testServer.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderWebView(path: string, query = `sessionId=s-1&code=${CODE}`) {
  return renderLearn(<TestWebViewScreen />, await bundledBrand('abhyas'), {
    path: `${path}?${query}`,
    store: signedInStore(),
  });
}

const analysis = () => on('GET', ANALYSIS, ok({ data: makeAnalysis() }));

describe('test web views', () => {
  it('question-list: the filterable question list alone, opening questions', async () => {
    const requests = stubServices(
      analysis(),
      on('GET', detailsPath('q-1'), ok(makeDetails('q-1', 'released'))),
    );
    const { container } = await renderWebView('/web-view/question-list');
    const list = await screen.findByRole('region', { name: 'Your answers' });
    expect(within(list).getAllByRole('radio')).toHaveLength(5);
    expect(screen.queryByRole('region', { name: 'Your result' })).toBeNull();
    expect(container.querySelector('[data-chart]')).toBeNull();
    // The page is named for readers by the test's title.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('JEE Main full test 3');
    fireEvent.click(within(list).getByRole('radio', { name: 'All (4)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show question 1' }));
    expect(await screen.findByText('Body of q-1')).toBeTruthy();
    expect(requestsTo(requests, 'GET', ANALYSIS)[0]?.url.pathname).toBe(ANALYSIS);
  });

  it('question-wise-analysis: time per question and attempt types alone', async () => {
    stubServices(analysis());
    const { container } = await renderWebView('/web-view/question-wise-analysis');
    expect(await screen.findByRole('region', { name: 'Question by question' })).toBeTruthy();
    expect(container.querySelector('[data-chart="time"]')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'How you attempted' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your answers' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your result' })).toBeNull();
  });

  it('test-question-list-paper: the paper section by section, as the student left each question', async () => {
    stubServices(analysis());
    await renderWebView('/web-view/test-question-list-paper');
    const paper = await screen.findByRole('region', { name: 'Question paper' });
    const sections = within(paper).getAllByRole('region');
    expect(sections.map((s) => within(s).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Physics A',
      'Physics B',
    ]);
    const statuses = sections.map((section) =>
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.test-status')?.textContent),
    );
    expect(statuses).toEqual([
      ['Answered', 'Answered'],
      ['Answered', 'Not visited'],
    ]);
    expect(within(paper).queryByRole('radio')).toBeNull();
  });

  it('summary-chart: the score and the subject and section charts alone', async () => {
    stubServices(analysis());
    const { container } = await renderWebView('/web-view/summary-chart');
    expect(await screen.findByRole('region', { name: 'Your result' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'By subject' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'By section' })).toBeTruthy();
    expect(container.querySelectorAll('[data-chart="areas"]')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Your answers' })).toBeNull();
  });

  it('says when results come, from the test code in the query', async () => {
    stubServices(
      on('GET', ANALYSIS, {
        status: 409,
        body: { code: 'RESULT_NOT_AVAILABLE', message: 'later' },
      }),
      on('GET', META, ok({ data: makeMeta({ test_time_details: MOMENTS }) })),
    );
    await renderWebView('/web-view/summary-chart');
    expect(await screen.findByRole('heading', { name: 'Results are not out yet' })).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toMatch(
      /^Your test is submitted\. Results on/,
    );
  });

  it('needs a session id', async () => {
    const requests = stubServices(analysis());
    await renderWebView('/web-view/question-list', `code=${CODE}`);
    expect(await screen.findByRole('heading', { name: 'Content not found' })).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
