// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ERROR_EVENT } from '../../../../domain/events/apiErrorRecord.ts';
import { PracticeScreen } from '../../../../renderers/screens/practice/PracticeScreen.tsx';
import { trackEvent } from '../../../../runtime/events/trackEvent.ts';
import { playerAtom } from '../../../../runtime/learn/playerAtom.ts';
import { spyOnBeacons } from '../../runtime/events/beacons.ts';
import { bundledBrand } from '../renderWithShell.tsx';
import { renderLearn, signedInStore } from '../renderLearn.tsx';
import {
  CHAPTER,
  eventPath,
  makeCheck,
  makeQuestion,
  makeSession,
  nextQuestion,
  questionPath,
  SESSION_PATH,
} from './practiceServer.ts';
import { NO_CONTENT, ok, on, requestsTo, stubServices, type Reply } from '../stubServices.ts';

vi.mock('../../../../renderers/questions/QuestionView.tsx', () => import('./FakeQuestionView.tsx'));
vi.mock('../../../../runtime/events/trackEvent.ts', () => ({ trackEvent: vi.fn() }));

beforeEach(() => vi.mocked(trackEvent).mockClear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const BOOKMARK = '/api/practice/bookmark';

/** The error records callApi filed (practice files none of its own for a failed call). */
async function errorRecords(beacons: ReturnType<typeof spyOnBeacons>) {
  return (await beacons.sent())
    .filter((e) => e.namespace === API_ERROR_EVENT.namespace && e.topic === API_ERROR_EVENT.topic)
    .map((e) => e.payload);
}
const recorded: Reply = ok({ data: { recorded: true, check: null } });
const bookmarkStatus = on('GET', BOOKMARK, ok({ data: { bookmarked: false } }));

async function renderPractice(query: string, routePath = '/practice') {
  return renderLearn(<PracticeScreen />, await bundledBrand('abhyas'), {
    path: `${routePath}?${query}`,
    pattern: routePath,
    store: signedInStore(),
  });
}

const questionHeading = (number: number, count = 5) =>
  screen.findByRole('heading', { name: `Question ${number} of ${count}` });

describe('practice: starting a session', () => {
  it('starts a Normal session over the learn path, shows the first question and records its view', async () => {
    const guide = ['practice.guide.oneAtATime', 'practice.guide.hints', 'practice.guide.newer'];
    const requests = stubServices(
      on('POST', SESSION_PATH, ok({ data: makeSession({ guide_messages: guide }) })),
      on('GET', questionPath(), nextQuestion(makeQuestion())),
      on('POST', eventPath('q-1'), recorded),
      bookmarkStatus,
    );
    await renderPractice(`mode=Normal&learnmap_id=${CHAPTER}&title=Kinematics`);

    const heading = await questionHeading(1);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('heading', { level: 1, name: 'Kinematics' })).toBeTruthy();
    expect(requestsTo(requests, 'POST', SESSION_PATH)[0]?.body).toEqual({
      type: 'Normal',
      learning_map: { learnpath_name: CHAPTER },
      title: 'Kinematics',
      language: 'en',
      source: 'web',
    });
    const ask = requestsTo(requests, 'GET', questionPath())[0];
    expect(ask?.url.searchParams.get('action')).toBe('nextQuestion');
    expect(screen.getByText('How far does the ball go?')).toBeTruthy();
    // Two tags at most (spec §9), in words; a tag without a label is not shown.
    expect(screen.getByText('Like past papers')).toBeTruthy();
    expect(screen.getByText('Formula')).toBeTruthy();
    expect(screen.queryByText('NCERT')).toBeNull();
    expect(screen.queryByText(/pyq-style|huckel-rule/)).toBeNull();
    expect(screen.getByText('Time on this question')).toBeTruthy();
    // Guide messages by catalog key; one without a text here is left out.
    const tips = within(screen.getByRole('list', { name: 'How practice works' }));
    expect(tips.getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(requestsTo(requests, 'POST', eventPath('q-1'))).toHaveLength(1));
    const view = requestsTo(requests, 'POST', eventPath('q-1'))[0];
    expect(view?.body).toMatchObject({ event: 'view' });
    expect(view?.url.searchParams.get('version')).toBe('2');
    expect(screen.getByRole('link', { name: 'End practice' }).getAttribute('href')).toBe(
      '/practice/session-summary?session_id=s-1',
    );
  });

  it.each([
    [
      'mode=BookPractice&book_id=hcv-1',
      { type: 'BookPractice', learning_map: { book_id: 'hcv-1' } },
    ],
    [
      `mode=CFUPractice&learnmap_id=${CHAPTER}`,
      { type: 'CFUPractice', learning_map: { learnpath_name: CHAPTER } },
    ],
    [
      'mode=CustomPractice&concepts=phy.range,phy.time-of-flight',
      { type: 'CustomPractice', learning_map: { concepts: ['phy.range', 'phy.time-of-flight'] } },
    ],
    [
      `mode=PAJNQEPractice&paj_id=plan-1&paj_step_index=4&call_id=c-9&learnmap_id=${CHAPTER}`,
      {
        type: 'PAJNQEPractice',
        learning_map: { learnpath_name: CHAPTER },
        paj_id: 'plan-1',
        paj_step_index: 4,
        call_id: 'c-9',
      },
    ],
  ])('starts %s with its learning map', async (query, expected) => {
    const requests = stubServices(
      on('POST', SESSION_PATH, ok({ data: makeSession() })),
      on('GET', questionPath(), nextQuestion(makeQuestion())),
      on('POST', eventPath('q-1'), recorded),
      on(
        'POST',
        '/api/achieve/achieve/update_paj',
        ok({ data: { paj_id: 'plan-1', step_index: 4, status: 'STARTED' } }),
      ),
      bookmarkStatus,
    );
    await renderPractice(query);
    await questionHeading(1);
    expect(requestsTo(requests, 'POST', SESSION_PATH)[0]?.body).toMatchObject(expected);
    // Only adhoc and plan steps that name questions add any before the first question.
    expect(requestsTo(requests, 'POST', questionPath())).toEqual([]);
  });

  it('reports a plan-driven session’s step as started, with the session’s plan', async () => {
    const requests = stubServices(
      on(
        'POST',
        SESSION_PATH,
        ok({
          data: makeSession({
            mode: 'PAJPractice',
            paj_id: 'plan-1',
            paj_step_index: 4,
            paj_step_path: 'weak',
            paj_step_path_index: 1,
            object_type: 'chapter',
            call_id: 'c-9',
          }),
        }),
      ),
      on('GET', questionPath(), nextQuestion(makeQuestion())),
      on('POST', eventPath('q-1'), recorded),
      on(
        'POST',
        '/api/achieve/achieve/update_paj',
        ok({ data: { paj_id: 'plan-1', step_index: 4, status: 'STARTED' } }),
      ),
      bookmarkStatus,
    );
    await renderPractice('mode=PAJPractice&paj_id=plan-1&paj_step_index=4&call_id=c-9');
    await questionHeading(1);
    const update = requestsTo(requests, 'POST', '/api/achieve/achieve/update_paj')[0];
    expect(Object.fromEntries(update?.url.searchParams ?? [])).toEqual({
      paj_id: 'plan-1',
      step_index: '4',
      path_type: 'weak',
      path_index: '1',
      object_type: 'chapter',
      object_id: 's-1',
      status: 'STARTED',
      call_id: 'c-9',
    });
  });

  it('adds the video’s concept and questions in adhoc practice before asking for one', async () => {
    const requests = stubServices(
      on('POST', SESSION_PATH, ok({ data: makeSession({ mode: 'AdhocPractice' }) })),
      on('POST', questionPath(), ok({ data: { queued: 2 } })),
      on('GET', questionPath(), nextQuestion(makeQuestion())),
      on('POST', eventPath('q-1'), recorded),
      bookmarkStatus,
    );
    await renderPractice(
      'mode=AdhocPractice&video_id=v-7&conceptCode=phy.range&questionCode=q-1,q-2&title=Range&iframe=true',
    );
    await questionHeading(1);
    expect(requestsTo(requests, 'POST', SESSION_PATH)[0]?.body).toEqual({
      type: 'AdhocPractice',
      learning_map: { video_id: 'v-7', concepts: ['phy.range'], question_codes: ['q-1', 'q-2'] },
      title: 'Range',
      language: 'en',
      source: 'iframe',
    });
    const adhoc = requestsTo(requests, 'POST', questionPath());
    expect(adhoc).toHaveLength(1);
    expect(Object.fromEntries(adhoc[0]?.url.searchParams ?? [])).toEqual({
      mode: 'AdhocPractice',
      conceptCode: 'phy.range',
      questionCode: 'q-1,q-2',
    });
    const order = requests.map((r) => `${r.method} ${r.url.pathname}`);
    expect(order.indexOf(`POST ${questionPath()}`)).toBeLessThan(
      order.indexOf(`GET ${questionPath()}`),
    );
  });

  it('starts a session from the web-view route too', async () => {
    stubServices(
      on('POST', SESSION_PATH, ok({ data: makeSession() })),
      on('GET', questionPath(), nextQuestion(makeQuestion())),
      on('POST', eventPath('q-1'), recorded),
      bookmarkStatus,
    );
    await renderPractice(`learnmap_id=${CHAPTER}`, '/web-view/practice');
    await questionHeading(1);
  });

  it('says what is wrong with a link of an unknown mode or without its ids, and starts nothing', async () => {
    const requests = stubServices();
    await renderPractice('mode=Shuffle&learnmap_id=x');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This practice link asks for a mode we do not know: “Shuffle”.',
    );
    expect(screen.getByRole('heading', { name: 'Content not found' })).toBeTruthy();
    cleanup();
    await renderPractice('mode=BookPractice');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This practice link does not say what to practise in BookPractice mode.',
    );
    expect(requests).toEqual([]);
  });

  it('shows the exception page when the session cannot start', async () => {
    stubServices(
      on('POST', SESSION_PATH, { status: 404, body: { code: 'CONTENT_NOT_FOUND', message: 'x' } }),
    );
    await renderPractice(`learnmap_id=${CHAPTER}`);
    expect(await screen.findByRole('heading', { name: 'Content not found' })).toBeTruthy();
    // callApi files the failure as the error record (practiceErrorReports.test.tsx counts it);
    // practice does not report it a second time.
    expect(trackEvent).not.toHaveBeenCalledWith('practice', 'error', expect.anything());
  });
});

describe('practice: answering', () => {
  it('submits the answer with the time spent, shows the check, and moves on with Next', async () => {
    const requests = stubServices(
      on('POST', SESSION_PATH, ok({ data: makeSession() })),
      on(
        'GET',
        questionPath(),
        nextQuestion(makeQuestion()),
        nextQuestion(makeQuestion({ code: 'q-2', question_number: 2, body: 'Second one' })),
      ),
      (request) =>
        request.method === 'POST' &&
        request.url.pathname === eventPath('q-1') &&
        (request.body as { event: string }).event === 'submit'
          ? ok({ data: { recorded: true, check: makeCheck() } })
          : undefined,
      on('POST', eventPath('q-1'), recorded),
      on('POST', eventPath('q-2'), recorded),
      bookmarkStatus,
    );
    await renderPractice(`learnmap_id=${CHAPTER}`);
    await questionHeading(1);

    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Option b' }));
    expect(submit.hasAttribute('disabled')).toBe(false);
    fireEvent.click(submit);

    const verdict = await screen.findByRole('heading', { name: 'Correct!' });
    await waitFor(() => expect(document.activeElement).toBe(verdict));
    const sent = requestsTo(requests, 'POST', eventPath('q-1')).map((r) => r.body);
    expect(sent[1]).toMatchObject({
      event: 'submit',
      answer: { type: 'SingleChoice', choice: 'b' },
    });
    const timeSpent = (sent[1] as { time_spent: number }).time_spent;
    expect(timeSpent).toBeGreaterThanOrEqual(0);
    expect(timeSpent).toBeLessThan(5);

    const feedback = verdict.closest('section');
    if (!feedback) throw new Error('no feedback section');
    expect(within(feedback).getByText('Perfect attempt')).toBeTruthy();
    expect(within(feedback).getByText('You took 0:42; the ideal time is 1:00.')).toBeTruthy();
    expect(within(feedback).getByText('+5 silver embiums')).toBeTruthy();
    expect(
      within(feedback).getByText('Your mastery of Range of a projectile: 40% → 55%'),
    ).toBeTruthy();
    expect(within(feedback).getByText('The range is u² sin 2θ / g = 20 m.')).toBeTruthy();
    expect(screen.getByText('Right answer: b')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    const next = await questionHeading(2);
    expect(screen.getByText('Second one')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(next));
    const asks = requestsTo(requests, 'GET', questionPath());
    expect(asks.map((r) => r.url.searchParams.get('action'))).toEqual([
      'nextQuestion',
      'nextQuestion',
    ]);
  });

  it('says so when the answer cannot be checked', async () => {
    stubServices(
      on('POST', SESSION_PATH, ok({ data: makeSession() })),
      on('GET', questionPath(), nextQuestion(makeQuestion())),
      (request) =>
        request.method === 'POST' &&
        request.url.pathname === eventPath('q-1') &&
        (request.body as { event: string }).event === 'submit'
          ? { status: 500, body: { code: 'INTERNAL', message: 'boom' } }
          : undefined,
      on('POST', eventPath('q-1'), recorded),
      bookmarkStatus,
    );
    await renderPractice(`learnmap_id=${CHAPTER}`);
    await questionHeading(1);
    fireEvent.click(screen.getByRole('button', { name: 'Option b' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your answer could not be checked. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('reveals hints one at a time, sending a hint event for each', async () => {
    const requests = stubServices(
      on('POST', SESSION_PATH, ok({ data: makeSession() })),
      on('GET', questionPath(), nextQuestion(makeQuestion())),
      on('POST', eventPath('q-1'), recorded),
      bookmarkStatus,
    );
    await renderPractice(`learnmap_id=${CHAPTER}`);
    await questionHeading(1);
    expect(screen.queryByText('Use R = u² sin 2θ / g.')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Hint 1 of 2' }));
    expect(screen.getByText('Use R = u² sin 2θ / g.')).toBeTruthy();
    expect(screen.queryByText('Take g = 10 m/s².')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hint 2 of 2' }));
    expect(screen.getByText('Take g = 10 m/s².')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Hint/ })).toBeNull();

    await waitFor(() =>
      expect(
        requestsTo(requests, 'POST', eventPath('q-1'))
          .map((r) => r.body as { event: string; hint_index?: number })
          .filter((e) => e.event === 'hint')
          .map((e) => e.hint_index),
      ).toEqual([0, 1]),
    );
  });

  it('skips to the next question with skipQuestion', async () => {
    const requests = stubServices(
      on('POST', SESSION_PATH, ok({ data: makeSession() })),
      on(
        'GET',
        questionPath(),
        nextQuestion(makeQuestion()),
        nextQuestion(makeQuestion({ code: 'q-2', question_number: 2 })),
      ),
      on('POST', eventPath('q-1'), recorded),
      on('POST', eventPath('q-2'), recorded),
      bookmarkStatus,
    );
    await renderPractice(`learnmap_id=${CHAPTER}`);
    await questionHeading(1);
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await questionHeading(2);
    expect(
      requestsTo(requests, 'GET', questionPath()).map((r) => r.url.searchParams.get('action')),
    ).toEqual(['nextQuestion', 'skipQuestion']);
    expect(
      requestsTo(requests, 'POST', eventPath('q-1')).filter(
        (r) => (r.body as { event: string }).event === 'submit',
      ),
    ).toEqual([]);
  });

  it('offers to try again when the next question cannot be loaded', async () => {
    const beacons = spyOnBeacons();
    stubServices(
      on('POST', SESSION_PATH, ok({ data: makeSession() })),
      on(
        'GET',
        questionPath(),
        { status: 500, body: { code: 'INTERNAL', message: 'boom' } },
        nextQuestion(makeQuestion()),
      ),
      on('POST', eventPath('q-1'), recorded),
      bookmarkStatus,
    );
    await renderPractice(`learnmap_id=${CHAPTER}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The next question could not be loaded.');
    expect(await errorRecords(beacons)).toEqual([
      expect.objectContaining({ error_type: 'http_500', feature_name: 'practice_next_question' }),
    ]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await questionHeading(1);
  });
});

describe('practice: solve with us', () => {
  const step = (
    index: number,
    text: string,
    fibs: number,
    extra: Record<string, unknown> = {},
  ) => ({
    index,
    text,
    fibs,
    badge: null,
    is_complete: false,
    user_attempt: null,
    fibs_text: null,
    ...extra,
  });
  const swuPath = `${eventPath('q-1')}/solve-with-us`;

  it('walks the steps one at a time: blanks as inputs, then yes/no, then the check', async () => {
    const first = step(0, 'The range is u² sin 2θ / __ .', 1);
    const second = step(1, 'Is the range largest at 45°?', 0);
    const requests = stubServices(
      on('POST', SESSION_PATH, ok({ data: makeSession() })),
      on('GET', questionPath(), nextQuestion(makeQuestion({ solveWithUs: true }))),
      on('POST', eventPath('q-1'), recorded),
      on(
        'GET',
        swuPath,
        ok({
          data: {
            steps: [first, second],
            current_step_index: 0,
            max_steps: 2,
            complete: false,
            check: null,
          },
        }),
      ),
      on(
        'POST',
        swuPath,
        ok({
          data: {
            steps: [
              {
                ...first,
                badge: 'correct',
                is_complete: true,
                user_attempt: ['g'],
                fibs_text: ['g'],
              },
              second,
            ],
            current_step_index: 1,
            max_steps: 2,
            complete: false,
            check: null,
          },
        }),
        ok({
          data: {
            steps: [
              {
                ...first,
                badge: 'correct',
                is_complete: true,
                user_attempt: ['g'],
                fibs_text: ['g'],
              },
              { ...second, badge: 'correct', is_complete: true, user_attempt: ['yes'] },
            ],
            current_step_index: 1,
            max_steps: 2,
            complete: true,
            check: makeCheck({ attemptTypeBadge: 'SolveWithUsCorrect', silverEmbiums: 0 }),
          },
        }),
      ),
      bookmarkStatus,
    );
    await renderPractice(`learnmap_id=${CHAPTER}`);
    await questionHeading(1);
    fireEvent.click(screen.getByRole('button', { name: 'Solve with us' }));

    expect(await screen.findByText('Step 1 of 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    const check = screen.getByRole('button', { name: 'Check this step' });
    expect(check.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Blank 1 of 1' }), {
      target: { value: ' g ' },
    });
    fireEvent.click(check);

    expect(await screen.findByText('Step 2 of 2')).toBeTruthy();
    expect(screen.getByText('Right')).toBeTruthy();
    const posts = requestsTo(requests, 'POST', swuPath);
    expect(posts[0]?.body).toMatchObject({ answers: ['g'] });
    expect(typeof (posts[0]?.body as { start_time: unknown }).start_time).toBe('number');

    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Correct!' })).toBeTruthy();
    expect(requestsTo(requests, 'POST', swuPath)[1]?.body).toMatchObject({ answers: ['yes'] });
    expect(screen.getByText('Solved with us, all steps right')).toBeTruthy();
    expect(screen.getAllByText('Right')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Next question' })).toBeTruthy();
    expect(
      requestsTo(requests, 'POST', eventPath('q-1')).filter(
        (r) => (r.body as { event: string }).event === 'submit',
      ),
    ).toEqual([]);
  });
});

describe('practice: learn intervention', () => {
  const intervention = {
    recommendation_id: 'rec-1',
    predicted_mastery: 0.6,
    current_mastery: 0.25,
    concept: {
      code: 'phy.range-of-projectile',
      name: 'Range of a projectile',
      type: 'primary_concept',
    },
  };

  it('offers the concept’s lessons before the question, and skipping sends an event and shows it', async () => {
    const requests = stubServices(
      on('POST', SESSION_PATH, ok({ data: makeSession() })),
      on('GET', questionPath(), nextQuestion(makeQuestion(), intervention)),
      on('POST', eventPath('q-1'), recorded),
      on('POST', '/api/practice/v1/practice/s-1/events', ok({ data: { recorded: 1 } })),
      on(
        'GET',
        '/api/content/concept/content',
        ok({
          data: [
            {
              concept_code: 'phy.range-of-projectile',
              concept_name: 'Range of a projectile',
              content: [
                {
                  id: 'v-range',
                  tileType: 'video',
                  tileName: 'Range in two minutes',
                  thumb_list: [],
                  locked: false,
                  tagDetails: [],
                },
              ],
            },
          ],
        }),
      ),
      bookmarkStatus,
    );
    const { store } = await renderPractice(`learnmap_id=${CHAPTER}`);

    const title = await screen.findByRole('heading', {
      name: 'Learn Range of a projectile before you go on',
    });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getByText('60%')).toBeTruthy();
    expect(screen.getByText('25%')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Question 1 of 5' })).toBeNull();
    expect(
      requestsTo(requests, 'GET', '/api/content/concept/content')[0]?.url.searchParams.get(
        'conceptIds',
      ),
    ).toBe('phy.range-of-projectile');

    fireEvent.click(await screen.findByRole('button', { name: 'Range in two minutes' }));
    expect(store.get(playerAtom)).toMatchObject({ videoId: 'v-range', module: 'practice' });

    fireEvent.click(screen.getByRole('button', { name: 'Skip and keep practising' }));
    await questionHeading(1);
    const events = requestsTo(requests, 'POST', '/api/practice/v1/practice/s-1/events');
    expect(events[0]?.body).toMatchObject({
      events: [
        {
          event: 'intervention_skipped',
          data: { recommendation_id: 'rec-1', concept: 'phy.range-of-projectile' },
        },
      ],
    });
    expect(requestsTo(requests, 'GET', questionPath())).toHaveLength(1);
  });
});

describe('practice: nothing left (204)', () => {
  it('asks the page around the frame to close it, from our own origin, when embedded', async () => {
    const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
    stubServices(
      on('POST', SESSION_PATH, ok({ data: makeSession() })),
      on('POST', questionPath(), ok({ data: { queued: 1 } })),
      on('GET', questionPath(), NO_CONTENT),
    );
    await renderPractice('mode=AdhocPractice&video_id=v-7&conceptCode=phy.range&iframe=true');
    await waitFor(() => expect(post).toHaveBeenCalledWith('CLOSE_IFRAME', window.location.origin));
    expect(await screen.findByRole('heading', { name: 'No more questions here' })).toBeTruthy();
  });

  it('closes the frame from the Back to the video button too', async () => {
    const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
    stubServices(
      on('POST', SESSION_PATH, ok({ data: makeSession() })),
      on('POST', questionPath(), ok({ data: { queued: 1 } })),
      on('GET', questionPath(), nextQuestion(makeQuestion())),
      on('POST', eventPath('q-1'), recorded),
      bookmarkStatus,
    );
    await renderPractice('mode=AdhocPractice&video_id=v-7&conceptCode=phy.range&iframe=true');
    await questionHeading(1);
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the video' }));
    expect(post).toHaveBeenCalledWith('CLOSE_IFRAME', window.location.origin);
  });

  it('shows content-not-available with the way to the summary when not embedded', async () => {
    const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
    stubServices(
      on('POST', SESSION_PATH, ok({ data: makeSession() })),
      on('GET', questionPath(), NO_CONTENT),
    );
    await renderPractice(`learnmap_id=${CHAPTER}`);
    const heading = await screen.findByRole('heading', { name: 'No more questions here' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(
      screen.getByRole('link', { name: 'See your session summary' }).getAttribute('href'),
    ).toBe('/practice/session-summary?session_id=s-1');
    expect(screen.queryByRole('button', { name: 'Back to the video' })).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('reports a plan step as completed when its session has nothing left', async () => {
    const requests = stubServices(
      on('POST', SESSION_PATH, ok({ data: makeSession({ paj_id: 'plan-1', paj_step_index: 0 }) })),
      on('GET', questionPath(), NO_CONTENT),
      on(
        'POST',
        '/api/achieve/achieve/update_paj',
        ok({ data: { paj_id: 'plan-1', step_index: 0, status: 'x' } }),
      ),
    );
    await renderPractice('mode=PAJPractice&paj_id=plan-1&paj_step_index=0');
    await screen.findByRole('heading', { name: 'No more questions here' });
    await waitFor(() =>
      expect(
        requestsTo(requests, 'POST', '/api/achieve/achieve/update_paj').map((r) =>
          r.url.searchParams.get('status'),
        ),
      ).toEqual(['STARTED', 'COMPLETED']),
    );
  });
});

describe('practice: bookmark', () => {
  function held() {
    let release: (response: Response) => void = () => undefined;
    const promise = new Promise<Response>((resolve) => (release = resolve));
    return { promise, release };
  }

  it('ignores clicks while its request is in flight and changes only when the service agrees', async () => {
    const pending = held();
    const requests = stubServices(
      on('POST', SESSION_PATH, ok({ data: makeSession() })),
      on('GET', questionPath(), nextQuestion(makeQuestion())),
      on('POST', eventPath('q-1'), recorded),
      on('POST', BOOKMARK, pending.promise),
      bookmarkStatus,
    );
    await renderPractice(`learnmap_id=${CHAPTER}`);
    await questionHeading(1);
    const toggle = await screen.findByRole('button', { name: 'Bookmark this question' });
    await waitFor(() => expect(requestsTo(requests, 'GET', BOOKMARK)).toHaveLength(1));
    const status = requestsTo(requests, 'GET', BOOKMARK)[0];
    expect(Object.fromEntries(status?.url.searchParams ?? [])).toEqual({
      child_id: 'child-1',
      content_id: 'q-1',
      locale: 'en',
      goal_name: 'PreUG',
      exam_name: 'jee-main',
    });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(toggle);
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-busy')).toBe('true'));
    expect(requestsTo(requests, 'POST', BOOKMARK)).toHaveLength(1);
    expect(requestsTo(requests, 'POST', BOOKMARK)[0]?.body).toMatchObject({
      child_id: 'child-1',
      content_id: 'q-1',
      content_type: 'Question',
      content_category_type: 'Practice',
      bookmarked: true,
    });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    pending.release(Response.json({ data: { bookmarked: true } }));
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(toggle.hasAttribute('aria-busy')).toBe(false);
  });

  it('says "Something went wrong" and keeps its state when the bookmark fails', async () => {
    const beacons = spyOnBeacons();
    stubServices(
      on('POST', SESSION_PATH, ok({ data: makeSession() })),
      on('GET', questionPath(), nextQuestion(makeQuestion())),
      on('POST', eventPath('q-1'), recorded),
      on('POST', BOOKMARK, { status: 500, body: { code: 'INTERNAL', message: 'boom' } }),
      bookmarkStatus,
    );
    await renderPractice(`learnmap_id=${CHAPTER}`);
    await questionHeading(1);
    const toggle = await screen.findByRole('button', { name: 'Bookmark this question' });
    fireEvent.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await errorRecords(beacons)).toEqual([
      expect.objectContaining({ feature_name: 'practice_bookmark' }),
    ]);
  });
});
