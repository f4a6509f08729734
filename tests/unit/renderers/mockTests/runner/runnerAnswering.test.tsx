// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TestEvent } from '../../../../../domain/contracts/mockTests.ts';
import { everything, heldOnDevice } from './deviceEvents.ts';
import {
  button,
  legendCount,
  paletteButton,
  questionHeading,
  renderRunner,
} from './renderRunner.tsx';
import {
  actions,
  fakeTestServer,
  makeMeta,
  makeSession,
  NOW,
  setOnline,
  setUpRunnerTests,
} from './runnerServer.ts';

vi.mock(
  '../../../../../renderers/questions/QuestionView.tsx',
  () => import('./FakeQuestionView.tsx'),
);

setUpRunnerTests();

/** A started session, opened straight into its paper. */
function startedTest(events: TestEvent[] = []) {
  const session = makeSession({ last_sequence: events.length });
  return fakeTestServer({ meta: makeMeta({ session }), session, events });
}

const event = (sequence: number, rest: Partial<TestEvent> & Pick<TestEvent, 'event_type'>) =>
  ({
    id: `e${sequence}`,
    sequence,
    t: NOW - 60_000 + sequence * 1000,
    section: 'phy',
    question_code: null,
    event_info: {},
    ...rest,
  }) as TestEvent;

describe('runner: answering', () => {
  it('records every action in order, and shows it once stored', async () => {
    const server = startedTest();
    await renderRunner();
    await questionHeading(1);
    await paletteButton('Question 1, not answered');

    fireEvent.click(button('Option b'));
    expect(screen.getByText(/This choice is not saved yet/)).toBeTruthy();
    fireEvent.click(button('Save & Next'));
    await questionHeading(2);
    await paletteButton('Question 1, answered');

    fireEvent.click(button('Mark for review & Next'));
    await questionHeading(3);
    await paletteButton('Question 2, marked for review');

    fireEvent.click(button('Option a'));
    fireEvent.click(button('Mark for review & Next'));
    await questionHeading(4);
    await paletteButton('Question 3, answered and marked for review');
    // The current question is marked in the palette.
    expect((await paletteButton('Question 4, not answered')).getAttribute('aria-current')).toBe(
      'true',
    );

    fireEvent.click(button('Previous'));
    await questionHeading(3);
    expect(button('Option a').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button('Clear response'));
    await paletteButton('Question 3, marked for review');
    expect(button('Option a').getAttribute('aria-pressed')).toBe('false');

    expect(legendCount('All questions', 'Answered')).toBe('1');
    expect(legendCount('All questions', 'Not answered')).toBe('1');
    expect(legendCount('All questions', 'Not visited')).toBe('1');
    expect(legendCount('All questions', 'Marked for review')).toBe('2');
    expect(legendCount('All questions', 'Answered and marked for review')).toBe('0');
    expect(legendCount('Questions of Chemistry', 'Not visited')).toBe('1');
    expect(legendCount('Questions of Physics', 'Marked for review')).toBe('2');

    const recorded = await everything(server.events());
    expect(recorded.map((e) => e.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(actions(recorded)).toEqual([
      'view q-1',
      'save q-1 b',
      'view q-2',
      'save q-2 none marked',
      'view q-3',
      'save q-3 a marked',
      'section chem',
      'view q-4',
      'section phy',
      'view q-3',
      'clear q-3',
    ]);
    // Times are server times, in order.
    expect(recorded.every((e, i) => i === 0 || e.t >= (recorded[i - 1]?.t ?? 0))).toBe(true);
  });

  it('takes a review mark off with Save & Next (NTA): the question is answered', async () => {
    const server = startedTest();
    await renderRunner();
    await questionHeading(1);
    fireEvent.click(button('Option a'));
    fireEvent.click(button('Mark for review & Next'));
    await questionHeading(2);
    await paletteButton('Question 1, answered and marked for review');
    fireEvent.click(button('Previous'));
    await questionHeading(1);
    fireEvent.click(button('Save & Next'));
    await questionHeading(2);
    await paletteButton('Question 1, answered');
    const saves = (await everything(server.events())).filter((e) => e.event_type === 'save');
    expect(saves.map((e) => e.event_info)).toEqual([
      { answer: { type: 'SingleChoice', choice: 'a' }, review: true },
      { answer: { type: 'SingleChoice', choice: 'a' }, review: false },
    ]);
  });

  it('keeps a palette tap made while Save & Next is being written, and a double click saves once', async () => {
    const server = startedTest();
    await renderRunner();
    await questionHeading(1);
    const firstInPalette = await paletteButton('Question 1, not answered');
    fireEvent.click(button('Option a'));
    // Every click lands while the save is still being written.
    fireEvent.click(button('Save & Next'));
    fireEvent.click(button('Save & Next'));
    fireEvent.click(firstInPalette);
    await questionHeading(1);
    await paletteButton('Question 1, answered');
    const saves = (await everything(server.events())).filter((e) => e.event_type === 'save');
    expect(saves).toHaveLength(1);
  });

  it('saves nothing chosen as a save without an answer, leaving the question not answered', async () => {
    const server = startedTest();
    await renderRunner();
    await questionHeading(1);
    fireEvent.click(button('Save & Next'));
    await questionHeading(2);
    expect(actions(await everything(server.events()))).toEqual([
      'view q-1',
      'save q-1 none',
      'view q-2',
    ]);
    await paletteButton('Question 1, not answered');
  });

  it('refuses an answer beyond the section’s limit and says why', async () => {
    startedTest();
    await renderRunner();
    await questionHeading(1);
    fireEvent.click(await paletteButton('Question 4, not visited'));
    await questionHeading(4);
    fireEvent.click(button('Option a'));
    fireEvent.click(button('Save & Next'));
    await questionHeading(5);
    fireEvent.click(button('Option b'));
    fireEvent.click(button('Save & Next'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You can answer only 1 question in this section; clear another answer to answer this one.',
    );
    // It stays on the question, not answered, the choice still on screen.
    expect(screen.getByRole('heading', { level: 2, name: 'Question 5 of 5' })).toBeTruthy();
    await paletteButton('Question 5, not answered');
    expect(button('Option b').getAttribute('aria-pressed')).toBe('true');
  });
});

describe('runner: languages', () => {
  it('switches the test language and the paper’s, recording each', async () => {
    const server = startedTest();
    await renderRunner();
    await questionHeading(1);
    expect(screen.getByText('Body of q-1')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Question language'), { target: { value: 'hi' } });
    expect(await screen.findByText('प्रश्न q-1')).toBeTruthy();

    fireEvent.click(button('Question paper'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Question paper' })).toBeTruthy();
    const paperLanguage = screen.getByLabelText<HTMLSelectElement>('Question paper language');
    expect(paperLanguage.value).toBe('hi');
    expect(screen.getByText('प्रश्न q-5')).toBeTruthy();
    fireEvent.change(paperLanguage, { target: { value: 'en' } });
    expect(await screen.findByText('Body of q-5')).toBeTruthy();

    fireEvent.click(button('Go to question 4'));
    await questionHeading(4);
    // The paper's language is the paper's: questions are still answered in Hindi.
    expect(screen.getByText('प्रश्न q-4')).toBeTruthy();
    expect(actions(await everything(server.events()))).toEqual([
      'view q-1',
      'language hi',
      'language en paper',
      'section chem',
      'view q-4',
    ]);
  });
});

describe('runner: nothing is lost', () => {
  it('restores the paper after a reload from the server’s events and the ones still on the device', async () => {
    const server = startedTest([
      event(1, { event_type: 'view', question_code: 'q-1' }),
      event(2, {
        event_type: 'save',
        question_code: 'q-1',
        event_info: { answer: { type: 'SingleChoice', choice: 'b' } },
      }),
    ]);
    server.eventsAnswer = 'unavailable';
    await renderRunner();
    await questionHeading(1);
    await paletteButton('Question 1, answered');
    fireEvent.click(await paletteButton('Question 2, not visited'));
    await questionHeading(2);
    fireEvent.click(button('Option a'));
    fireEvent.click(button('Save & Next'));
    await questionHeading(3);

    cleanup(); // the tab reloads: nothing of the page stays but the device's storage
    expect(actions(await heldOnDevice())).toEqual([
      'view q-1',
      'view q-2',
      'save q-2 a',
      'view q-3',
    ]);
    await renderRunner();
    await questionHeading(3);
    await paletteButton('Question 1, answered');
    await paletteButton('Question 2, answered');
    expect(legendCount('All questions', 'Answered')).toBe('2');

    server.eventsAnswer = 'store';
    await waitFor(
      () => expect(server.events().map((e) => e.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7]),
      {
        timeout: 8000,
      },
    );
    expect(actions(server.events()).slice(2)).toEqual([
      'view q-1',
      'view q-2',
      'save q-2 a',
      'view q-3',
      'view q-3',
    ]);
  });

  it('keeps answering offline, says so, and sends everything once back online', async () => {
    const server = startedTest();
    await renderRunner();
    await questionHeading(1);
    act(() => setOnline(false));
    expect(
      await screen.findByText(
        'You are offline. Keep going: your answers are saved on this device and will be sent when you are back online.',
      ),
    ).toBeTruthy();
    fireEvent.click(button('Option b'));
    fireEvent.click(button('Save & Next'));
    await questionHeading(2);
    await paletteButton('Question 1, answered');
    expect(
      await screen.findByText('1 answer saved on this device, waiting to be sent'),
    ).toBeTruthy();
    // Longer than the queue's check (2 s): nothing goes while offline.
    await act(() => new Promise((resolve) => setTimeout(resolve, 2500)));
    expect(server.posts()).toHaveLength(0);

    act(() => setOnline(true));
    await waitFor(() => expect(actions(server.events())).toContain('save q-1 b'), {
      timeout: 8000,
    });
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });

  it('tells the student when the server refuses answers, and keeps them on the device', async () => {
    const server = startedTest();
    server.eventsAnswer = 'invalid';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderRunner();
    await questionHeading(1);
    fireEvent.click(button('Option b'));
    fireEvent.click(button('Save & Next'));
    await questionHeading(2);
    expect(
      await screen.findByText(
        /The server did not accept some of your answers \(error VALIDATION_FAILED\)/,
        undefined,
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    const posts = server.posts().length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 7000)));
    expect(server.posts()).toHaveLength(posts);
    expect(actions(await heldOnDevice())).toContain('save q-1 b');
  });
});
