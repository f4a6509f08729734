import { expect, test, type Page, type Response } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { ACHIEVE_PATHS } from '../../domain/achieve/achievePaths.ts';
import type { PracticeQuestion } from '../../domain/contracts/practice.ts';
import { addProfile, freshMobile, signUp } from './accountSteps.ts';
import { brandFacts, message } from './brandHosts.ts';
import { expectNoSeriousA11yViolations } from './expectNoSeriousA11yViolations.ts';
import { findEnglishWords } from './findEnglishWords.ts';
import {
  bankQuestion,
  cell,
  heading,
  startPaper,
  submitPaper,
  type UiLocale,
} from './mockTestSteps.ts';
import { ONE_DATABASE } from './oneDatabase.ts';

const SITE = brandFacts('abhyas').url;
/** Answers after which a plan's practice step is done (PRACTICE_SET_QUESTIONS). */
const PRACTICE_SET = 10;

/** A catalog text with its values filled in, as the page formats it. */
const formatted = (key: string, values: Record<string, string | number>, locale: UiLocale = 'en') =>
  String(new IntlMessageFormat(message(key, locale), locale).format(values));

/** A catalog text's words before its first value, as the start of a name. */
const startOf = (key: string) => new RegExp(`^${message(key).split('{')[0] ?? ''}`);

const h1 = (page: Page, key: string, locale: UiLocale = 'en') =>
  page.getByRole('heading', { level: 1, name: message(key, locale) });

/** The predicted score of the home's gauge, as its meter's value. */
async function predicted(page: Page): Promise<number> {
  const meter = page.getByRole('meter', { name: message('achieve.gauge.label') });
  return Number(await meter.getAttribute('aria-valuenow'));
}

const isNextQuestion = (r: Response) =>
  r.request().method() === 'GET' &&
  /\/api\/practice\/v1\/practice\/[^/]+\/question\?/.test(r.url());

/** Does something that brings the practice's next question: the service's answer to it. */
async function nextServed(page: Page, action: () => Promise<void>): Promise<Response> {
  const served = page.waitForResponse(isNextQuestion);
  await action();
  return served;
}

/**
 * Answers the question on screen with the bank's key when its type is a plain one (one or more
 * options, true or false, a number) and submits it: whether it did (otherwise it is left to skip).
 */
async function answerRight(page: Page, question: PracticeQuestion): Promise<boolean> {
  const key = bankQuestion(question.code);
  const { content } = question;
  const group = (legend: string) => page.getByRole('group', { name: message(legend) });
  if (key?.type === 'SingleChoice' && content.type === 'SingleChoice') {
    const at = content.options.findIndex((o) => o.id === key.answer);
    await group('question.singleChoice.legend').getByRole('radio').nth(at).check();
  } else if (key?.type === 'MultipleChoice' && content.type === 'MultipleChoice') {
    for (const [at, option] of content.options.entries())
      if (key.answer.includes(option.id))
        await group('question.multipleChoice.legend').getByRole('checkbox').nth(at).check();
  } else if (key?.type === 'TrueFalse') {
    await page
      .getByRole('radio', { name: message(`question.trueFalse.${String(key.answer)}`) })
      .check();
  } else if (key?.type === 'Integer') {
    await page
      .getByRole('textbox', { name: message('question.integer.label') })
      .fill(String(key.answer.value));
  } else return false;
  await page.getByRole('button', { name: message('practice.submit') }).click();
  await expect(
    page.getByRole('heading', { name: message('practice.feedback.correct') }),
  ).toBeVisible();
  return true;
}

test('a new student takes a diagnostic, answers the questionnaire, gets a plan, and sees the first practice step ticked and the prediction rise', async ({
  page,
  request,
}) => {
  // Sign-up, a test, the plan and up to ten practice questions: 15-25 s here on either database,
  // up to three times that on a slow CI machine (playwright.config.ts), with room to spare.
  test.setTimeout(120_000);
  await signUp(page, request, 'abhyas', freshMobile());
  await addProfile(page, 'Kavya Nair');
  await expect(page).toHaveURL(/\/learn\/home$/);

  // The header's Achieve: a new student meets the landing.
  await page
    .getByRole('link', { name: message('nav.achieve'), exact: true })
    .first()
    .click();
  await expect(h1(page, 'achieve.landing.title')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${ACHIEVE_PATHS.landing}$`));
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: message('achieve.landing.start') }).click();

  // The diagnostic selection: every test ticked at first, each with its size; Physics alone taken.
  await expect(page).toHaveURL(/\/achieve\/diagnostic-tests\/select-tests\/[^/]+$/);
  const tests = page.getByRole('group', { name: message('achieve.select.legend') });
  await expect(tests.getByRole('checkbox', { checked: true })).toHaveCount(3);
  await expect(
    tests.getByRole('checkbox', { name: 'Physics diagnostic' }),
  ).toHaveAccessibleDescription(
    formatted('achieve.diagnostic.facts', { subject: 'Physics', questions: 8, minutes: 15 }),
  );
  for (const subject of ['Chemistry', 'Mathematics'])
    await tests.getByRole('checkbox', { name: `${subject} diagnostic` }).uncheck();
  await expect(
    page.getByText(formatted('achieve.select.total', { tests: 1, minutes: 15 })),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: message('achieve.select.start') }).click();

  // The runner: the first option of three questions, then the paper submitted.
  const paper = await startPaper(page);
  expect(paper.sections.flatMap((s) => s.questions)).toHaveLength(8);
  for (const number of [1, 2, 3]) {
    await cell(page, number).click();
    await expect(heading(page, number)).toBeVisible();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: message('runner.action.saveAndNext') }).click();
    await expect(cell(page, number)).toHaveAccessibleName(
      formatted('runner.palette.answered', { number }),
    );
  }
  await submitPaper(page);
  await expect(
    page.getByRole('heading', { name: message('runner.submitted.title') }),
  ).toBeVisible();

  // The series is over: its next step is the questionnaire.
  await page.getByRole('link', { name: message('runner.submitted.nextTest') }).click();
  await expect(page).toHaveURL(/\/achieve\/questionnaire\/[^/]+$/);
  await expect(h1(page, 'achieve.questionnaire.title')).toBeVisible();
  const field = (name: string) => message(`achieve.questionnaire.field.${name}`);
  const examDay = new Date(Date.now() + 182 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel(field('targetDate')).fill(examDay);
  await page.getByLabel(field('dailyStudyMinutes')).fill('60');
  const subject = (list: string, name: string) =>
    page.getByRole('group', { name: field(list) }).getByRole('checkbox', { name });
  await subject('strongSubjects', 'Chemistry').check();
  await subject('weakSubjects', 'Physics').check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: message('achieve.questionnaire.submit') }).click();

  // The plan is made: its first days, today's first.
  await expect(h1(page, 'achieve.journey.title')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${ACHIEVE_PATHS.startJourney}$`));
  await expect(
    page.getByRole('heading', { level: 2, name: startOf('achieve.day.today') }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The home: the prediction before practice, and today's first practice step, still to do.
  await page.getByRole('link', { name: message('achieve.journey.home') }).click();
  await expect(h1(page, 'achieve.home.title')).toBeVisible();
  const before = await predicted(page);
  await expectNoSeriousA11yViolations(page);
  const today = page.getByRole('region', { name: message('achieve.home.today.title') });
  const kind = message('achieve.step.kind.practice');
  const firstPractice = today.getByRole('link', { name: new RegExp(`^${kind} `) }).first();
  await expect(firstPractice).toHaveAccessibleDescription(
    new RegExp(`${message('achieve.step.status.pending')}$`),
  );
  const title = (await firstPractice.locator('.plan-step__title').textContent()) ?? '';

  // The step's practice: right answers until the set is done or its questions run out.
  let served = await nextServed(page, () => firstPractice.click());
  await expect(page).toHaveURL(/\/practice\?mode=PAJPractice&/);
  let answered = 0;
  while (served.status() !== 204) {
    const { question } = ((await served.json()) as { data: { question: PracticeQuestion } }).data;
    const done = await answerRight(page, question);
    if (done && ++answered === PRACTICE_SET) break;
    const button = done ? message('practice.next') : message('practice.skip');
    served = await nextServed(page, () => page.getByRole('button', { name: button }).click());
  }
  expect(answered).toBeGreaterThan(0);
  if (answered < PRACTICE_SET)
    await expect(page.getByRole('heading', { name: message('practice.done.title') })).toBeVisible();

  // Back on the home: the step is done, in words, and the prediction has risen.
  await page
    .getByRole('link', { name: message('nav.achieve'), exact: true })
    .first()
    .click();
  await expect(h1(page, 'achieve.home.title')).toBeVisible();
  await expect(today.getByRole('link', { name: `${kind} ${title}` })).toHaveAccessibleDescription(
    new RegExp(`${message('achieve.step.status.done')}$`),
  );
  await expect.poll(() => predicted(page)).toBeGreaterThan(before);
  await expectNoSeriousA11yViolations(page);
});

test(
  'a student drills into their mastery: a subject, its chapters, a chapter’s topics, and back',
  { tag: ONE_DATABASE },
  async ({ page, request }) => {
    await signUp(page, request, 'abhyas', freshMobile());
    await addProfile(page, 'Rohan Das');
    await page.goto(`${SITE}${ACHIEVE_PATHS.exploreMastery}`);
    await expect(h1(page, 'achieve.mastery.title')).toBeVisible();
    const level = (values: Record<string, string>) =>
      page.getByRole('heading', { level: 2, name: formatted('achieve.mastery.level', values) });
    await expect(level({ level: 'subjects' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Physics', exact: true }).click();
    const chapters = level({ level: 'chapters', subject: 'Physics' });
    await expect(chapters).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Kinematics', exact: true }).click();
    await expect(level({ level: 'topics', chapter: 'Kinematics' })).toBeFocused();
    const meter = page.getByRole('meter', { name: startOf('achieve.mastery.masteryOf') });
    await expect(meter.first()).toHaveAttribute('aria-valuenow', /^\d+$/);
    const practise = page.getByRole('link', { name: startOf('achieve.insights.practiseNamed') });
    await expect(practise).toHaveCount(await meter.count());
    await expectNoSeriousA11yViolations(page);

    await page.goBack();
    await expect(chapters).toBeFocused();
    await expect(page.getByRole('link', { name: 'Kinematics', exact: true })).toBeVisible();
  },
);

test(
  'in Hindi, achieve speaks Hindi: the landing, the test selection, readiness, future success and success stories',
  { tag: ONE_DATABASE },
  async ({ page, request }) => {
    await signUp(page, request, 'abhyas', freshMobile());
    await addProfile(page, 'Asha Rao', { language: 'हिन्दी' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    /** The page under its Hindi heading, once loaded: no English word, nothing serious for axe. */
    const inHindi = async (titleKey: string) => {
      await expect(h1(page, titleKey, 'hi')).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      // Polled: a name that comes by a call of its own (a subject's) may still be on its way.
      await expect.poll(() => findEnglishWords(page)).toEqual([]);
      await expectNoSeriousA11yViolations(page);
    };

    // A student with no plan yet: the home is the landing's invitation.
    await page.goto(`${SITE}${ACHIEVE_PATHS.home}`);
    for (const point of ['readiness', 'diagnostic', 'plan'])
      await expect(
        page.getByRole('heading', {
          level: 2,
          name: message(`achieve.landing.${point}.title`, 'hi'),
        }),
      ).toBeVisible();
    await inHindi('achieve.landing.title');
    await page.getByRole('button', { name: message('achieve.landing.start', 'hi') }).click();
    await inHindi('achieve.select.title');

    await page.goto(`${SITE}${ACHIEVE_PATHS.readiness}`);
    await inHindi('achieve.readiness.title');
    await page.goto(`${SITE}${ACHIEVE_PATHS.futureSuccess}`);
    await inHindi('achieve.futureSuccess.title');
    await page.goto(`${SITE}${ACHIEVE_PATHS.successStories}`);
    await inHindi('achieve.stories.title');
  },
);
