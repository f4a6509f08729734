// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SuccessStoriesScreen } from '../../../../renderers/screens/achieve/SuccessStoriesScreen.tsx';
import { ok, on, requestsTo, stubServices, type SeenRequest } from '../stubServices.ts';
import { renderInsights } from './renderInsights.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SOCIAL = '/api/achieve/success_stories/social';
const ACADEMIC = '/api/achieve/achieve/success_stories/academic';
const STATES = '/api/achieve/meta/data/states/default';
const TOTAL = 13;

const story = (n: number) => ({
  id: `s-${n}`,
  exam: 'jee-main',
  name: `Student ${n}.`,
  city: 'Jaipur',
  state: 'IN-RJ',
  year: 2024,
  headline: `Story number ${n}`,
  story: 'Practised every day.',
  score: n === 1 ? { value: 182, max: 300 } : null,
});

/** Social stories, ten a page: the page token is the count already sent. */
function socialPages(request: SeenRequest) {
  if (request.method !== 'POST' || request.url.pathname !== SOCIAL) return undefined;
  const { page_token, page_size } = request.body as { page_token?: string; page_size: number };
  const from = Number(page_token ?? 0);
  const to = Math.min(from + page_size, TOTAL);
  const stories = Array.from({ length: to - from }, (_, i) => story(from + i + 1));
  return ok({
    data: { stories, next_page_token: to < TOTAL ? String(to) : null, total: TOTAL, demo: false },
  });
}

const states = on('GET', STATES, ok({ data: { items: [{ code: 'IN-RJ', name: 'Rajasthan' }] } }));

const socialSection = async () =>
  (await screen.findByRole('heading', { level: 2, name: 'Students like you' }))
    .parentElement as HTMLElement;
const academicSection = async () =>
  (await screen.findByRole('heading', { level: 2, name: 'Students who followed a plan' }))
    .parentElement as HTMLElement;

describe('success stories', () => {
  it('pages social stories ten at a time with "Show more" and the page token', async () => {
    const requests = stubServices(
      socialPages,
      on('GET', ACADEMIC, ok({ data: { stories: [] } })),
      states,
    );
    await renderInsights(<SuccessStoriesScreen />, '/achieve/success-stories');
    const social = within(await socialSection());
    expect(await social.findByRole('heading', { name: 'Story number 10' })).toBeTruthy();
    expect(social.getAllByRole('article')).toHaveLength(10);
    expect(social.getByText('Showing 10 of 13 stories')).toBeTruthy();
    expect(await social.findByText('Student 1., Jaipur, Rajasthan · 2024')).toBeTruthy();
    expect(social.getByText('Scored 182 of 300')).toBeTruthy();
    expect(requestsTo(requests, 'POST', SOCIAL)[0]?.body).toEqual({ locale: 'en', page_size: 10 });

    fireEvent.click(social.getByRole('button', { name: 'Show more stories' }));
    const eleventh = await social.findByRole('heading', { name: 'Story number 11' });
    expect(social.getAllByRole('article')).toHaveLength(13);
    expect(social.getByText('Showing 13 of 13 stories')).toBeTruthy();
    expect(requestsTo(requests, 'POST', SOCIAL).at(-1)?.body).toEqual({
      locale: 'en',
      page_size: 10,
      page_token: '10',
    });
    // The first new story takes focus; the last page has no "Show more".
    await waitFor(() => expect(document.activeElement).toBe(eleventh));
    expect(social.queryByRole('button', { name: 'Show more stories' })).toBeNull();
  });

  it('shows the academic stories the service sends, with the demo note only when they are demo', async () => {
    stubServices(
      socialPages,
      on('GET', ACADEMIC, ok({ data: { stories: [story(42)], demo: false } })),
      states,
    );
    await renderInsights(<SuccessStoriesScreen />, '/achieve/success-stories');
    const academic = within(await academicSection());
    expect(await academic.findByRole('heading', { name: 'Story number 42' })).toBeTruthy();
    expect(screen.queryByText(/illustrative examples/)).toBeNull();
  });

  it('falls back to the pack’s academic stories of the child’s exam when the call fails', async () => {
    stubServices(
      socialPages,
      on('GET', ACADEMIC, { status: 503, body: { code: 'UNAVAILABLE', message: 'down' } }),
      on('GET', STATES, ok({ data: { items: [{ code: 'IN-KA', name: 'Karnataka' }] } })),
    );
    await renderInsights(<SuccessStoriesScreen />, '/achieve/success-stories');
    const academic = within(await academicSection());
    expect(
      await academic.findByRole('heading', {
        name: 'A diagnostic test found three chapters to fix',
      }),
    ).toBeTruthy();
    expect(academic.getByText(/illustrative examples written for this demo/)).toBeTruthy();
    expect(await academic.findByText('Ishaan R., Bengaluru, Karnataka · 2024')).toBeTruthy();
    // Only the child's exam (jee-main): no NEET or class 10 story.
    expect(academic.queryByRole('heading', { name: 'Accuracy first, speed second' })).toBeNull();
    expect(academic.getAllByRole('article').length).toBeGreaterThan(0);
  });
});
