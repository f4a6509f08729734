// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AchievementsScreen } from '../../../../renderers/screens/achieve/AchievementsScreen.tsx';
import { ok, on, stubServices, type SeenRequest } from '../stubServices.ts';
import { renderInsights } from './renderInsights.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const home = {
  stage: 'plan',
  session_id: 'sess-1',
  target: null,
  readiness: null,
  paj_id: 'plan-1',
  today: [],
  streak: { days: 2, best: 4 },
  days_left: null,
};
const test = (code: string, status: 'finished' | 'not_started') => ({
  code,
  title: code,
  subject: code,
  question_count: 15,
  duration_seconds: 1200,
  status,
  session_id: null,
  score: null,
  max_marks: null,
});
const readiness = {
  expected: 142,
  low: 120,
  high: 165,
  max_marks: 300,
  exam_code: 'jee-main',
  paper: 'jee-main-full',
  computed_at: 0,
  chapters: [],
  history: [{ day: 20_000, expected: 100, low: 80, high: 120, max_marks: 300 }],
};
const mastery = (code: string, value: number) => ({
  code,
  name: code,
  learn_path: code,
  mastery: value,
  predicted_accuracy: value,
  concepts_practised: 1,
  concepts_total: 5,
  attempts: 10,
});
const chapters = (request: SeenRequest) => {
  if (request.url.pathname !== '/api/achieve/exploreMastery/chapters') return undefined;
  const best = request.url.searchParams.get('subject_code') === 'chemistry' ? 88 : 70;
  return ok({ data: { items: [mastery('a', best), mastery('b', 20)] } });
};

function stub(withChapters = true) {
  return stubServices(
    on('POST', '/api/achieve/achieve/home', ok({ data: home })),
    on(
      'GET',
      '/api/achieve/diagnostic-tests',
      ok({ data: { tests: [test('physics', 'finished'), test('chemistry', 'not_started')] } }),
    ),
    on('GET', '/api/achieve/achieve/readiness/current', ok({ data: readiness })),
    on(
      'GET',
      '/api/achieve/achieve/paj/tiles',
      ok({
        data: {
          paj_id: 'plan-1',
          today: 20_010,
          last_day: 20_016,
          replanned: null,
          tiles: [],
          done_count: 2,
          step_count: 20,
        },
      }),
    ),
    on(
      'GET',
      '/api/achieve/exploreMastery/subjects',
      ok({ data: { items: [mastery('physics', 60), mastery('chemistry', 70)] } }),
    ),
    ...(withChapters ? [chapters] : []),
  );
}

const names = (section: HTMLElement) =>
  within(section)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('achievements', () => {
  it('sorts the milestones into earned and still to earn, with progress on the way', async () => {
    stub();
    await renderInsights(<AchievementsScreen />, '/achieve/achievements');
    expect(await screen.findByText('You have earned 6 of 8 milestones.')).toBeTruthy();
    const earned = screen.getByRole('heading', { level: 2, name: 'Earned (6)' })
      .parentElement as HTMLElement;
    expect(names(earned)).toEqual([
      'First diagnostic test',
      'Plan made',
      'First step of the plan',
      '3-day streak',
      'Prediction up 10%',
      'First chapter mastered',
    ]);
    const ahead = screen.getByRole('heading', { level: 2, name: 'Still to earn (2)' })
      .parentElement as HTMLElement;
    expect(names(ahead)).toEqual(['Every diagnostic test', 'A week without a break']);
    const week = within(ahead).getByRole('meter', {
      name: 'Progress towards A week without a break',
    });
    expect(week.getAttribute('aria-valuenow')).toBe('4');
    expect(week.getAttribute('aria-valuemax')).toBe('7');
    expect(within(ahead).getByText('Best streak so far: 4 of 7 days')).toBeTruthy();
    expect(within(ahead).getByText('1 of 2 tests finished')).toBeTruthy();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });

  it('says so when part of the progress could not be read, and leaves those milestones to earn', async () => {
    stub(false);
    await renderInsights(<AchievementsScreen />, '/achieve/achievements');
    expect(await screen.findByText('You have earned 5 of 8 milestones.')).toBeTruthy();
    expect(screen.getByText(/Some of your progress could not be loaded just now/)).toBeTruthy();
  });
});
