// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadinessScreen } from '../../../../renderers/screens/achieve/ReadinessScreen.tsx';
import { drawChart } from '../../../../renderers/screens/userHome/timeline/drawChart.ts';
import { ok, on, stubServices } from '../stubServices.ts';
import { renderInsights } from './renderInsights.tsx';

// chart.js needs a real canvas: the test checks what is asked to be drawn, and the table.
vi.mock('../../../../renderers/screens/userHome/timeline/drawChart.ts', () => ({
  drawChart: vi.fn(() => () => undefined),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(drawChart).mockClear();
});

const READINESS = '/api/achieve/achieve/readiness/current';
const SUBJECTS = '/api/achieve/exploreMastery/subjects';
const CRUNCHING = '/api/achieve/meta/crunching_variables';
/** 2026-11-20 as days since 1970-01-01. */
const DAY = 20_412;

const chapter = (name: string, subject: string, gain: number) => ({
  subject,
  chapter: name.toLowerCase(),
  learn_path: `jee-main--${subject}--${name.toLowerCase()}`,
  name,
  expected: 10,
  max: 40,
  gain,
});

const readiness = {
  expected: 142,
  low: 120,
  high: 165,
  max_marks: 300,
  exam_code: 'jee-main',
  paper: 'jee-main-full',
  computed_at: Date.UTC(2026, 10, 22, 6),
  chapters: [
    chapter('Kinematics', 'physics', 6),
    chapter('Optics', 'physics', 3),
    chapter('Stoichiometry', 'chemistry', 9),
    chapter('Matrices', 'maths', 4),
    chapter('Thermodynamics', 'physics', 0),
    chapter('Waves', 'physics', 2),
    chapter('Limits', 'maths', 1),
  ],
  history: [
    { day: DAY, expected: 120, low: 96, high: 146, max_marks: 300 },
    { day: DAY + 1, expected: 131, low: 108, high: 155, max_marks: 300 },
    { day: DAY + 2, expected: 142, low: 120, high: 165, max_marks: 300 },
  ],
};

const subject = (code: string, name: string, attempts: number) => ({
  code,
  name,
  learn_path: `jee-main--${code}`,
  mastery: 40,
  predicted_accuracy: 45,
  concepts_practised: attempts > 0 ? 3 : 0,
  concepts_total: 20,
  attempts,
});

function stub(attempts: number) {
  return stubServices(
    on('GET', READINESS, ok({ data: readiness })),
    on(
      'GET',
      SUBJECTS,
      ok({
        data: {
          items: [
            subject('physics', 'Physics', attempts),
            subject('chemistry', 'Chemistry', 0),
            subject('maths', 'Mathematics', 0),
          ],
        },
      }),
    ),
    on('GET', CRUNCHING, ok({ data: { count: 12_345, questions: 900, students: 40 } })),
  );
}

describe('readiness screen', () => {
  it('states the prediction, its range and what it rests on', async () => {
    stub(25);
    await renderInsights(<ReadinessScreen />, '/achieve/prediction-readiness');
    expect(
      await screen.findByText('Predicted score 142 of 300, likely between 120 and 165.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Your readiness' })).toBeTruthy();
    expect(screen.getByText(/There is a 90% chance that your score today/)).toBeTruthy();
    expect(await screen.findByText(/Based on 12,345 answers/)).toBeTruthy();
    // A student who has practised is not invited to start.
    expect(screen.queryByText(/Practise or take the diagnostic to sharpen this/)).toBeNull();
  });

  it('lists the five chapters that would raise it most, biggest gain first, each to practise', async () => {
    stub(25);
    await renderInsights(<ReadinessScreen />, '/achieve/prediction-readiness');
    const section = (
      await screen.findByRole('heading', { name: 'Chapters that would raise it most' })
    ).parentElement as HTMLElement;
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Stoichiometry',
      'Kinematics',
      'Matrices',
      'Optics',
      'Waves',
    ]);
    const first = within(rows[0] as HTMLElement);
    // Subjects by their names from mastery, gains in marks.
    expect(await first.findByText('Chemistry')).toBeTruthy();
    expect(first.getByText('+9 marks')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Practise Stoichiometry' }).getAttribute('href')).toBe(
      '/practice?mode=Normal&learnmap_id=jee-main--chemistry--stoichiometry&title=Stoichiometry',
    );
  });

  it('draws the history lazily with its range, and gives the same figures as a table', async () => {
    stub(25);
    await renderInsights(<ReadinessScreen />, '/achieve/prediction-readiness');
    const table = await screen.findByRole('table', {
      name: 'Predicted score by day, with its likely range',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(
      within(rows[3] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['142', '120', '165', '300']);
    expect(within(rows[1] as HTMLElement).getByRole('rowheader').textContent).toBe('Nov 20');
    await waitFor(() => expect(drawChart).toHaveBeenCalled());
    const spec = vi.mocked(drawChart).mock.calls[0]?.[1];
    expect(spec?.series.map((s) => s.values)).toEqual([
      [146, 155, 165],
      [120, 131, 142],
      [96, 108, 120],
    ]);
    expect(spec?.max).toBe(300);
  });

  it('invites a student who has not practised to sharpen the prediction', async () => {
    stub(0);
    await renderInsights(<ReadinessScreen />, '/achieve/prediction-readiness');
    expect(await screen.findByText(/Practise or take the diagnostic to sharpen this/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Take the diagnostic tests' }).getAttribute('href'),
    ).toBe('/achieve/diagnostic-tests');
    // The prediction is still there: it starts from the new-student prior.
    expect(
      screen.getByText('Predicted score 142 of 300, likely between 120 and 165.'),
    ).toBeTruthy();
  });

  it('shows the error page when readiness cannot be read', async () => {
    stubServices(on('GET', READINESS, { status: 500, body: { code: 'X', message: 'down' } }));
    const { container } = await renderInsights(
      <ReadinessScreen />,
      '/achieve/prediction-readiness',
    );
    await waitFor(() =>
      expect(container.querySelector('[data-exception="server"]')).not.toBeNull(),
    );
  });
});
