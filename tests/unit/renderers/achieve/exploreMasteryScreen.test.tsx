// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExploreMasteryScreen } from '../../../../renderers/screens/achieve/ExploreMasteryScreen.tsx';
import { ok, on, requestsTo, stubServices } from '../stubServices.ts';
import { renderInsights } from './renderInsights.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SUBJECTS = '/api/achieve/exploreMastery/subjects';
const CHAPTERS = '/api/achieve/exploreMastery/chapters';
const TOPICS = '/api/achieve/exploreMastery/topics';

const item = (code: string, name: string, mastery: number) => ({
  code,
  name,
  learn_path: `jee-main--${code}`,
  mastery,
  predicted_accuracy: mastery + 5,
  concepts_practised: 4,
  concepts_total: 10,
  attempts: 1234,
});

function stub() {
  return stubServices(
    on(
      'GET',
      SUBJECTS,
      ok({ data: { items: [item('physics', 'Physics', 62), item('chemistry', 'Chemistry', 30)] } }),
    ),
    on('GET', CHAPTERS, ok({ data: { items: [item('kinematics', 'Kinematics', 71)] } })),
    on('GET', TOPICS, ok({ data: { items: [item('projectiles', 'Projectile motion', 80)] } })),
  );
}

describe('explore mastery', () => {
  it('shows each subject’s mastery as a labelled meter with its figures', async () => {
    stub();
    await renderInsights(<ExploreMasteryScreen />, '/achieve/explore-mastery');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your subjects' })).toBeTruthy();
    const meter = await screen.findByRole('meter', { name: 'Mastery of Physics' });
    expect(meter.getAttribute('aria-valuenow')).toBe('62');
    expect(meter.getAttribute('aria-valuemin')).toBe('0');
    expect(meter.getAttribute('aria-valuemax')).toBe('100');
    expect(meter.getAttribute('aria-valuetext')).toBe('62%');
    const row = meter.closest('li') as HTMLElement;
    expect(within(row).getByText('67%')).toBeTruthy();
    expect(within(row).getByText('4 of 10')).toBeTruthy();
    expect(within(row).getByText('1,234')).toBeTruthy();
  });

  it('drills from a subject to its chapters and a chapter to its topics through the query', async () => {
    const requests = stub();
    const { location } = await renderInsights(<ExploreMasteryScreen />, '/achieve/explore-mastery');
    fireEvent.click(await screen.findByRole('link', { name: 'Physics' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Chapters of Physics' }),
    ).toBeTruthy();
    expect(location.current?.search).toBe('?subject=physics');
    expect(await screen.findByRole('link', { name: 'Kinematics' })).toBeTruthy();
    await waitFor(() =>
      expect(requestsTo(requests, 'GET', CHAPTERS)[0]?.url.searchParams.get('subject_code')).toBe(
        'physics',
      ),
    );
    // Focus follows the step, so a screen reader hears where it is.
    expect(document.activeElement?.textContent).toBe('Chapters of Physics');

    const crumbs = within(screen.getByRole('navigation', { name: 'Where you are' }));
    expect(crumbs.getByRole('link', { name: 'All subjects' }).getAttribute('href')).toBe(
      '/achieve/explore-mastery',
    );
    expect(crumbs.getByText('Physics').getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('link', { name: 'Kinematics' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Topics of Kinematics' }),
    ).toBeTruthy();
    expect(location.current?.search).toBe('?subject=physics&chapter=kinematics');
    const topics = requestsTo(requests, 'GET', TOPICS)[0]?.url.searchParams;
    expect([topics?.get('subject_code'), topics?.get('chapter_code')]).toEqual([
      'physics',
      'kinematics',
    ]);
    expect(
      (await screen.findByRole('link', { name: 'Practise Projectile motion' })).getAttribute(
        'href',
      ),
    ).toBe('/practice?mode=Normal&learnmap_id=jee-main--projectiles&title=Projectile+motion');
    expect(crumbs.getByRole('link', { name: 'Physics' }).getAttribute('href')).toBe(
      '/achieve/explore-mastery?subject=physics',
    );
  });

  it('opens straight at a chapter from the address', async () => {
    stub();
    await renderInsights(
      <ExploreMasteryScreen />,
      '/achieve/explore-mastery?subject=physics&chapter=kinematics',
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Topics of Kinematics' }),
    ).toBeTruthy();
    expect(await screen.findByRole('meter', { name: 'Mastery of Projectile motion' })).toBeTruthy();
  });
});
