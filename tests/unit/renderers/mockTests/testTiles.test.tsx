// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tile } from '../../../../domain/contracts/content.ts';
import type { ScheduleStatus } from '../../../../domain/mockTests/testSchedule.ts';
import { registry } from '../../../../renderers/registry.ts';
import { bundledBrand } from '../renderWithShell.tsx';
import { makeTile, renderLearn } from '../renderLearn.tsx';
import { MOMENTS, NOW } from './testServer.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const DAY = 24 * 3_600_000;

function testTile(status: ScheduleStatus, test: Partial<NonNullable<Tile['test']>> = {}): Tile {
  return makeTile({
    id: 'jee-full-3',
    tileType: 'test',
    tileName: 'JEE Main full test 3',
    test: {
      status,
      moments: MOMENTS,
      question_count: 75,
      duration: 10_800,
      max_marks: 300,
      session_id: null,
      score: null,
      ...test,
    },
  });
}

async function renderTile(tile: Tile) {
  const Tile = registry.tiles.test;
  const view = renderLearn(
    <Tile tile={tile} source="tests" module="test" />,
    await bundledBrand('abhyas'),
    {
      path: '/test/home',
    },
  );
  // Tile layouts load with the first shelf, a test tile's status line with the first test tile.
  await act(() => import('../../../../renderers/tiles/tiles.tsx').then(() => undefined));
  await act(() => import('../../../../renderers/tiles/TestTileStatus.tsx').then(() => undefined));
  return view;
}

const actionText = (container: HTMLElement) =>
  container.querySelector('.tile-test-action')?.textContent;

describe('test tiles', () => {
  it.each([
    ['NOT_BEGUN', 'Starts at 4:00 pm', {}],
    [
      'NOT_BEGUN',
      'Starts 7 Jun, 4:00 pm',
      { moments: { ...MOMENTS, startsAt: MOMENTS.startsAt + 2 * DAY } },
    ],
    ['BEGUN.IN_ATTEMPT_WINDOW', 'Start', {}],
    ['BEGUN.ON_GOING', 'Resume', { session_id: 's-1' }],
    ['BEGUN.ATTEMPT_LOCKED', 'Locked', {}],
    ['ELAPSED.EXPIRED', 'Expired', {}],
    ['AWAITING.FEEDBACK', 'Results on 7 Jun, 4:00 pm', { session_id: 's-1' }],
    ['ELAPSED.COMPLETED', 'View feedback', { session_id: 's-1', score: 180 }],
  ] as const)('%s says “%s”', async (status, text, test) => {
    const { container } = await renderTile(testTile(status, test));
    // en-IN writes "pm" in lower case; some ICU versions differ in the case only.
    expect(actionText(container)?.toLowerCase()).toBe(text.toLowerCase());
  });

  it('shows a lock icon beside “Locked”, and no icon otherwise', async () => {
    const locked = await renderTile(testTile('BEGUN.ATTEMPT_LOCKED'));
    expect(locked.container.querySelector('.tile-test-action svg')).toBeTruthy();
    locked.unmount();
    const open = await renderTile(testTile('BEGUN.IN_ATTEMPT_WINDOW'));
    expect(open.container.querySelector('.tile-test-action svg')).toBeNull();
  });

  it('shows the number of questions and minutes, and the score once results are out', async () => {
    const { container } = await renderTile(
      testTile('ELAPSED.COMPLETED', { session_id: 's-1', score: 180 }),
    );
    expect(container.querySelector('.tile-test-size')?.textContent).toBe('75 questions · 180 min');
    expect(container.querySelector('.tile-test-score')?.textContent).toBe('Score 180/300');
  });

  it('shows no score before the results', async () => {
    const { container } = await renderTile(testTile('AWAITING.FEEDBACK', { score: null }));
    expect(container.querySelector('.tile-test-score')).toBeNull();
  });

  it('is a link to the test’s summary that readers hear with its schedule', async () => {
    await renderTile(testTile('BEGUN.IN_ATTEMPT_WINDOW'));
    const link = screen.getByRole('link', { name: 'JEE Main full test 3' });
    expect(link.getAttribute('href')).toBe('/test/summary/jee-full-3');
    const described = (link.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = described.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain('Start75 questions · 180 min');
  });

  it('leaves tiles without a test as they were', async () => {
    const { container } = await renderTile(makeTile({ id: 'v', tileName: 'Lesson' }));
    expect(container.querySelector('.tile-test')).toBeNull();
  });
});
