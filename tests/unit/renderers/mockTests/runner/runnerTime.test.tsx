// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TestSession } from '../../../../../domain/contracts/mockTests.ts';
import { analysisHref } from '../../../../../domain/mockTests/testLinks.ts';
import { everything, heldOnDevice } from './deviceEvents.ts';
import { button, paletteButton, questionHeading, renderRunner } from './renderRunner.tsx';
import {
  actions,
  CODE,
  fakeTestServer,
  makeMeta,
  makeSession,
  MINUTE,
  NOW,
  SESSION_ID,
  setUpRunnerTests,
} from './runnerServer.ts';

vi.mock(
  '../../../../../renderers/questions/QuestionView.tsx',
  () => import('./FakeQuestionView.tsx'),
);

setUpRunnerTests();

function startedTest(overrides: Partial<TestSession> = {}, sectionLocking = false) {
  const session = makeSession(overrides);
  return fakeTestServer({ meta: makeMeta({ session, sectionLocking }), session });
}

/** Moves the clock; the runner sees it at its next one-second tick. */
const jumpTo = (at: number) =>
  act(() => {
    vi.setSystemTime(at);
  });
const TICK = { timeout: 3000 };

/** The cells of a row of the counts table, by the row's section. */
const rowOf = (table: HTMLElement, section: string) =>
  within(within(table).getByRole('rowheader', { name: section }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('runner: submitting', () => {
  it('shows the counts by section, then submits and links to the analysis', async () => {
    const server = startedTest();
    await renderRunner();
    await questionHeading(1);
    fireEvent.click(button('Option b'));
    fireEvent.click(button('Save & Next'));
    await questionHeading(2);
    await paletteButton('Question 2, not answered');

    fireEvent.click(button('Submit'));
    const dialog = await screen.findByRole('dialog', { name: 'Submit your test?' });
    const table = within(dialog).getByRole('table', { name: 'Your answers by section' });
    // Answered, not answered, not visited, marked for review, answered and marked.
    expect(rowOf(table, 'Physics')).toEqual(['1', '1', '1', '0', '0']);
    expect(rowOf(table, 'Chemistry')).toEqual(['0', '0', '2', '0', '0']);
    expect(rowOf(table, 'All sections')).toEqual(['1', '1', '3', '0', '0']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit the test' }));
    expect(await screen.findByRole('heading', { name: 'Your test is submitted' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your analysis' }).getAttribute('href')).toBe(
      analysisHref(CODE, SESSION_ID),
    );
    expect(actions(server.events()).at(-1)).toBe('freeze submit');
    expect(server.session?.status).toBe('finished');
    expect(await heldOnDevice()).toEqual([]);
    // What the server holds, as its short summary counts it.
    const held = await screen.findByRole('table', { name: 'Your answers by section' });
    expect(rowOf(held, 'Physics')).toEqual(['1', '1', '1', '0', '0']);
  });

  it('keeps a submit that could not be sent on the device, and sends it when it can', async () => {
    const server = startedTest();
    server.eventsAnswer = 'unavailable';
    await renderRunner();
    await questionHeading(1);
    fireEvent.click(button('Option a'));
    fireEvent.click(button('Save & Next'));
    await questionHeading(2);
    fireEvent.click(button('Submit'));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit the test' }));

    expect(
      await screen.findByText(
        /Your test is submitted on this device, and your answers are saved here/,
      ),
    ).toBeTruthy();
    expect(screen.getByText('1 answer saved on this device, waiting to be sent')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save & Next' })).toBeNull();
    expect(actions(await heldOnDevice())).toContain('freeze submit');
    expect(server.session?.status).toBe('started');

    server.eventsAnswer = 'store';
    fireEvent.click(button('Try again now'));
    expect(await screen.findByRole('heading', { name: 'Your test is submitted' })).toBeTruthy();
    expect(actions(server.events())).toEqual([
      'view q-1',
      'save q-1 a',
      'view q-2',
      'freeze submit',
    ]);
    expect(server.session?.status).toBe('finished');
  });

  it('moves to submitted when the server says the session is already closed', async () => {
    const server = startedTest();
    server.eventsAnswer = 'frozen';
    await renderRunner();
    await questionHeading(1);
    expect(
      await screen.findByRole('heading', { name: 'Your test is submitted' }, { timeout: 8000 }),
    ).toBeTruthy();
  });
});

describe('runner: time', () => {
  const deadline = NOW + 19 * MINUTE;

  it('alerts before the deadline, then submits by itself at the deadline', async () => {
    const server = startedTest();
    await renderRunner();
    await questionHeading(1);
    expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toBe('19:00');

    jumpTo(deadline - 270_000);
    const alert = await screen.findByRole('alertdialog', { name: '5 minutes left' }, TICK);
    expect(alert.textContent).toContain('Your test will be submitted automatically');
    expect(
      screen.getByText(
        '5 minutes left. Your test will be submitted automatically when the time is up.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Continue the test' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await questionHeading(1);

    jumpTo(deadline + 1_000);
    expect(
      await screen.findByRole('heading', { name: 'Your test is submitted' }, TICK),
    ).toBeTruthy();
    const freeze = server.events().at(-1);
    expect(freeze?.event_type).toBe('freeze');
    expect(freeze?.event_type === 'freeze' && freeze.event_info.reason).toBe('timeout');
    // Timed at the deadline, never after it: the server takes it.
    expect(freeze?.t).toBe(deadline);
  });

  it('records nothing done after the deadline', async () => {
    const server = startedTest();
    await renderRunner();
    await questionHeading(1);
    fireEvent.click(button('Option b'));
    jumpTo(deadline + 1_000);
    // Before the next tick notices: the save is refused and the paper freezes.
    fireEvent.click(button('Save & Next'));
    expect(await screen.findByRole('heading', { name: 'Your test is submitted' })).toBeTruthy();
    expect(actions(server.events())).toEqual(['view q-1', 'freeze timeout']);
  });
});

describe('runner: section locking', () => {
  const started = NOW - MINUTE;

  it('keeps later sections closed, and moving on early locks the one left', async () => {
    const server = startedTest({ started_at: started, deadline_at: started + 20 * MINUTE }, true);
    await renderRunner();
    await questionHeading(1);
    const sections = screen.getByRole('navigation', { name: 'Sections' });
    const chemistry = within(sections).getByRole('button', { name: 'Chemistry (opens later)' });
    expect(chemistry.hasAttribute('disabled')).toBe(true);
    expect((await paletteButton('Question 4, not visited')).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('timer', { name: 'Time left in Physics' }).textContent).toBe('09:00');

    fireEvent.click(button('Next section'));
    const dialog = await screen.findByRole('dialog', { name: 'Move on to Chemistry?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move on' }));
    await questionHeading(4);
    expect(
      within(sections).getByRole('button', { name: 'Physics (locked)' }).hasAttribute('disabled'),
    ).toBe(true);
    expect((await paletteButton('Question 1, not answered')).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('timer', { name: 'Time left in Chemistry' }).textContent).toBe('19:00');
    expect(screen.queryByRole('button', { name: 'Next section' })).toBeNull();
    await waitFor(async () =>
      expect(actions(await everything(server.events()))).toEqual([
        'view q-1',
        'section chem',
        'view q-4',
      ]),
    );
  });

  it('moves on by itself when the section’s time is over, and says so', async () => {
    startedTest({ started_at: started, deadline_at: started + 20 * MINUTE }, true);
    await renderRunner();
    await questionHeading(1);
    jumpTo(started + 10 * MINUTE + 1_000);
    await screen.findByRole('heading', { level: 2, name: 'Question 4 of 5' }, TICK);
    expect(screen.getByText('Time for Physics is over. You are now in Chemistry.')).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Sections' }))
        .getByRole('button', { name: 'Physics (locked)' })
        .hasAttribute('disabled'),
    ).toBe(true);
  });
});
