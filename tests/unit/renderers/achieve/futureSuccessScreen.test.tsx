// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FutureSuccessScreen } from '../../../../renderers/screens/achieve/FutureSuccessScreen.tsx';
import { ok, on, stubServices } from '../stubServices.ts';
import { renderInsights } from './renderInsights.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FUTURE = '/api/achieve/futureSuccess';
const STATES = '/api/achieve/meta/data/states/default';

const college = (
  code: string,
  name: string,
  state: string,
  chance: 'likely' | 'possible' | 'stretch',
  basis: 'rank' | 'percentile' | 'score',
  closing: number,
) => ({
  code,
  name,
  state,
  kind: 'nit',
  exam: 'jee-main',
  scope: 'national',
  admission: { basis, typical_closing: closing, year: 2024 },
  chance,
});

const future = {
  exam_code: 'jee-main',
  predicted: { expected: 142, low: 120, high: 165, max_marks: 300 },
  rank: { best: 45_000, worst: 90_000, year: 2024 },
  colleges: [
    college('nit-k', 'NIT Karnataka', 'IN-KA', 'stretch', 'rank', 12_500),
    college('nit-t', 'NIT Tiruchirappalli', 'IN-TN', 'possible', 'rank', 60_000),
    college('gec', 'Government College Mysuru', 'IN-KA', 'likely', 'percentile', 88.5),
  ],
  sources: [{ name: 'JoSAA', url: 'https://josaa.nic.in/', year: 2024 }],
};

describe('future success', () => {
  it('explains the range by last year’s ranks and lists colleges with their chance in words', async () => {
    stubServices(
      on('GET', FUTURE, ok({ data: future })),
      on(
        'GET',
        STATES,
        ok({
          data: {
            items: [
              { code: 'IN-KA', name: 'Karnataka' },
              { code: 'IN-TN', name: 'Tamil Nadu' },
            ],
          },
        }),
      ),
    );
    await renderInsights(<FutureSuccessScreen />, '/achieve/future-success');
    expect(
      await screen.findByText('Predicted score 142 of 300, likely between 120 and 165.'),
    ).toBeTruthy();
    expect(
      screen.getByText('In 2024, scores in this range were near all-India ranks 45,000 to 90,000.'),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: '3 colleges and your chance' });
    const first = within(within(table).getAllByRole('row')[1] as HTMLElement);
    // States by their names (they come from their own call).
    expect(await first.findByText('Karnataka')).toBeTruthy();
    expect(first.getByRole('rowheader').textContent).toBe('NIT Karnataka');
    expect(first.getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Stretch',
      'NIT',
      'Karnataka',
      'Rank 12,500 (2024)',
    ]);
    expect(within(table).getByText('88.5 percentile (2024)')).toBeTruthy();

    // Filtered by state on the page.
    fireEvent.change(screen.getByLabelText('Show colleges in'), { target: { value: 'IN-TN' } });
    const filtered = screen.getByRole('table', { name: '1 college and your chance' });
    expect(within(filtered).getByText('NIT Tiruchirappalli')).toBeTruthy();
    expect(within(filtered).queryByText('NIT Karnataka')).toBeNull();

    // The figures are said to be approximate, with their sources opening apart.
    expect(screen.getByText(/These figures are approximate/)).toBeTruthy();
    const source = screen.getByRole('link', { name: /JoSAA/ });
    expect(source.getAttribute('href')).toBe('https://josaa.nic.in/');
    expect(source.getAttribute('target')).toBe('_blank');
    expect(source.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says when there are no rank figures', async () => {
    stubServices(on('GET', FUTURE, ok({ data: { ...future, rank: null, colleges: [] } })));
    await renderInsights(<FutureSuccessScreen />, '/achieve/future-success');
    expect(await screen.findByText('There are no rank figures for this range yet.')).toBeTruthy();
    expect(screen.getByText('There are no college figures for your exam yet.')).toBeTruthy();
  });
});
