// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_CHOICE } from '../../../../domain/customTest/customTestChoice.ts';
import { CreateTestScreen } from '../../../../renderers/screens/mockTests/create/CreateTestScreen.tsx';
import { customTestChoiceAtom } from '../../../../renderers/screens/mockTests/create/customTestChoiceAtom.ts';
import { bundledBrand } from '../renderWithShell.tsx';
import { renderLearn, signedInStore } from '../renderLearn.tsx';
import { ok, on, requestsTo, stubServices } from '../stubServices.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const OPTIONS = '/api/test/v1/custom-test/options';
const CREATE = '/api/test/v1/custom-test';
const PHY = 'PreUG--jee-main--physics--mechanics';
const CHE = 'PreUG--jee-main--chemistry--physical';

const options = ok({
  data: {
    subjects: [
      {
        code: 'physics',
        display_name: 'Physics',
        chapters: [
          { learn_path: `${PHY}--kinematics`, name: 'Kinematics', questions: 12 },
          { learn_path: `${PHY}--laws-of-motion`, name: 'Laws of motion', questions: 8 },
          { learn_path: `${PHY}--gravitation`, name: 'Gravitation', questions: 0 },
        ],
      },
      {
        code: 'chemistry',
        display_name: 'Chemistry',
        chapters: [{ learn_path: `${CHE}--mole-concept`, name: 'Mole concept', questions: 30 }],
      },
    ],
    exam_config: {
      min_questions: 10,
      max_questions: 30,
      min_minutes: 10,
      max_minutes: 60,
      marking: { correct: 4, incorrect: -1, unattempted: 0 },
    },
  },
});

async function renderCreate(step = 'select-subjects', ...more: Parameters<typeof on>[]) {
  const requests = stubServices(on('GET', OPTIONS, options), ...more.map((args) => on(...args)));
  const view = renderLearn(<CreateTestScreen />, await bundledBrand('abhyas'), {
    path: `/create-your-test/${step}`,
    pattern: '/create-your-test/:step',
    store: signedInStore(),
  });
  return { ...view, requests };
}

const stepHeading = (text: string) => screen.findByRole('heading', { level: 1, name: text });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

async function toSettings(chapters: string[]) {
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Physics' }));
  next();
  await stepHeading('Step 2 of 3: Choose chapters');
  for (const name of chapters)
    fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(`^${name}`) }));
  next();
  await stepHeading('Step 3 of 3: Questions and time');
}

describe('create your own test: subjects and chapters', () => {
  it('asks for at least one subject, then shows only the chosen subjects’ chapters', async () => {
    const { location, requests } = await renderCreate();
    const heading = await stepHeading('Step 1 of 3: Choose subjects');
    expect(document.activeElement).toBe(heading);
    expect(requestsTo(requests, 'GET', OPTIONS)[0]?.url.searchParams.get('locale')).toBe('en');
    const subjects = within(screen.getByRole('group', { name: 'Subjects' }));
    expect(subjects.getAllByRole('checkbox')).toHaveLength(2);

    next();
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one subject.');
    expect(location.current?.pathname).toBe('/create-your-test/select-subjects');

    fireEvent.click(subjects.getByRole('checkbox', { name: 'Physics' }));
    expect(screen.queryByRole('alert')).toBeNull();
    next();
    expect(await stepHeading('Step 2 of 3: Choose chapters')).toBeTruthy();
    expect(location.current?.pathname).toBe('/create-your-test/select-chapters');
    const physics = within(screen.getByRole('group', { name: 'Physics' }));
    expect(screen.queryByRole('group', { name: 'Chemistry' })).toBeNull();
    expect(
      physics.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent),
    ).toEqual(['Kinematics12 questions', 'Laws of motion8 questions', 'Gravitation0 questions']);
    // A chapter without test questions cannot be chosen.
    expect(physics.getByRole<HTMLInputElement>('checkbox', { name: /^Gravitation/ }).disabled).toBe(
      true,
    );
  });

  it('needs a chapter, counts the chosen ones and chooses or clears a subject at once', async () => {
    await renderCreate();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Physics' }));
    next();
    await stepHeading('Step 2 of 3: Choose chapters');
    next();
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one chapter.');

    const physics = within(screen.getByRole('group', { name: 'Physics' }));
    expect(physics.getByText('0 of 3 chosen')).toBeTruthy();
    fireEvent.click(physics.getByRole('button', { name: 'Choose all chapters of Physics' }));
    expect(physics.getByText('2 of 3 chosen')).toBeTruthy();
    fireEvent.click(physics.getByRole('button', { name: 'Clear the chapters of Physics' }));
    expect(physics.getByText('0 of 3 chosen')).toBeTruthy();
    fireEvent.click(physics.getByRole('checkbox', { name: /^Kinematics/ }));
    expect(physics.getByText('1 of 3 chosen')).toBeTruthy();
  });

  it('keeps the choice when going back, and drops a subject’s chapters with the subject', async () => {
    await renderCreate();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Physics' }));
    next();
    await stepHeading('Step 2 of 3: Choose chapters');
    fireEvent.click(screen.getByRole('checkbox', { name: /^Kinematics/ }));
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    await stepHeading('Step 1 of 3: Choose subjects');
    const physics = () => screen.getByRole<HTMLInputElement>('checkbox', { name: /^Physics/ });
    expect(physics().checked).toBe(true);
    expect(physics().closest('label')?.textContent).toBe('Physics1 chapter chosen');

    fireEvent.click(physics());
    expect(physics().closest('label')?.textContent).toBe('Physics');
    fireEvent.click(physics());
    next();
    await stepHeading('Step 2 of 3: Choose chapters');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /^Kinematics/ }).checked).toBe(
      false,
    );
  });

  it('sends a later step without the earlier choices back to them, and refuses unknown steps', async () => {
    const { location } = await renderCreate('settings');
    await stepHeading('Step 1 of 3: Choose subjects');
    expect(location.current?.pathname).toBe('/create-your-test/select-subjects');
    cleanup();
    await renderCreate('choose-everything');
    expect(await screen.findByRole('heading', { name: 'This page is not here' })).toBeTruthy();
  });
});

describe('create your own test: settings and Create', () => {
  it('offers as many questions as the chapters hold, within the exam’s bounds, and minutes to match', async () => {
    await renderCreate();
    await toSettings(['Kinematics', 'Laws of motion']);
    expect(screen.getByText('2 chapters chosen, with 20 questions between them.')).toBeTruthy();
    const questions = screen.getByRole<HTMLInputElement>('spinbutton', {
      name: 'Number of questions',
    });
    const minutes = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Minutes' });
    expect(questions.value).toBe('20');
    expect(minutes.value).toBe('40');
    expect(questions.getAttribute('max')).toBe('20');
    const hint = document.getElementById(questions.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('From 10 to 20');
  });

  it('refuses numbers out of bounds or not whole, beside the field, and sends nothing', async () => {
    const { requests } = await renderCreate();
    await toSettings(['Kinematics', 'Laws of motion']);
    const questions = screen.getByRole('spinbutton', { name: 'Number of questions' });
    const minutes = screen.getByRole('spinbutton', { name: 'Minutes' });
    fireEvent.change(questions, { target: { value: '25' } });
    fireEvent.change(minutes, { target: { value: '61' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create test' }));
    expect(questions.getAttribute('aria-invalid')).toBe('true');
    expect(minutes.getAttribute('aria-invalid')).toBe('true');
    const errorOf = (input: HTMLElement) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .at(-1);
    expect(errorOf(questions)).toBe('Enter a whole number from 10 to 20.');
    expect(errorOf(minutes)).toBe('Enter a whole number from 10 to 60.');
    expect(document.activeElement).toBe(questions);

    fireEvent.change(questions, { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create test' }));
    expect(errorOf(questions)).toBe('Enter a whole number from 10 to 20.');
    fireEvent.change(questions, { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create test' }));
    expect(errorOf(questions)).toBe('Enter a whole number from 10 to 20.');
    expect(requestsTo(requests, 'POST', CREATE)).toHaveLength(0);
  });

  it('says the chosen chapters hold too few questions for any test', async () => {
    await renderCreate();
    await toSettings(['Laws of motion']);
    fireEvent.click(screen.getByRole('button', { name: 'Create test' }));
    const questions = screen.getByRole('spinbutton', { name: 'Number of questions' });
    expect(questions.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(questions.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe(
      'The chosen chapters have 8 questions, and a test needs at least 10. Go back and choose more chapters.',
    );
  });

  it('creates the test from the chosen chapters and opens it in the runner', async () => {
    const { requests, location, store } = await renderCreate('select-subjects', [
      'POST',
      CREATE,
      ok({ data: { code: 'custom-77' } }),
    ]);
    await toSettings(['Kinematics', 'Laws of motion']);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Number of questions' }), {
      target: { value: '15' },
    });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Minutes' }), {
      target: { value: '30' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create test' }));
    await vi.waitFor(() => expect(location.current?.pathname).toBe('/mock-test/custom-77/session'));
    expect(requestsTo(requests, 'POST', CREATE)[0]?.body).toEqual({
      chapters: [`${PHY}--kinematics`, `${PHY}--laws-of-motion`],
      question_count: 15,
      duration_minutes: 30,
      locale: 'en',
    });
    // The next test starts from nothing chosen.
    expect(store.get(customTestChoiceAtom)).toEqual(NO_CHOICE);
  });

  it.each([
    [
      { status: 409, body: { code: 'TOO_FEW_QUESTIONS', message: 'too few' } },
      'The chosen chapters do not have that many test questions. Ask for fewer questions or choose more chapters.',
    ],
    [
      { status: 500, body: { code: 'INTERNAL', message: 'boom' } },
      'Your test could not be made. Please try again.',
    ],
  ])('says why a test could not be made', async (reply, text) => {
    const { location } = await renderCreate('select-subjects', ['POST', CREATE, reply]);
    await toSettings(['Kinematics', 'Laws of motion']);
    fireEvent.click(screen.getByRole('button', { name: 'Create test' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(location.current?.pathname).toBe('/create-your-test/settings');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Create test' }).disabled).toBe(
      false,
    );
  });
});
