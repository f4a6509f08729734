import { describe, expect, it } from 'vitest';
import {
  planJourney,
  planStepKey,
  replanNeeded,
  type PlanChapter,
  type PlanInput,
  type PlanStep,
} from '../../../../domain/achieve/planJourney.ts';
import { MOCK_EVERY_DAYS, PRACTICE_SET_MINUTES } from '../../../../domain/achieve/planRules.ts';

/** The plan's first day (days since the epoch); steps are shown as days after it. */
const DAY = 20_000;

/** Chapter `name`: concepts `name-c1…` of these masteries, lessons `name-v1…` of these minutes. */
function chapter(
  subject: string,
  name: string,
  weight: number,
  masteries: number[],
  lessonMinutes: number[],
  testMinutes?: number,
): PlanChapter {
  return {
    subject,
    chapter: name,
    learnPath: `PreUG--jee-main--${subject}--${name}`,
    weight,
    concepts: masteries.map((mastery, i) => ({ code: `${name}-c${i + 1}`, mastery })),
    lessons: lessonMinutes.map((minutes, i) => ({ id: `${name}-v${i + 1}`, minutes })),
    ...(testMinutes === undefined
      ? {}
      : { chapterTest: { code: `${name}-test`, minutes: testMinutes } }),
  };
}

function plan(overrides: Partial<PlanInput>): PlanStep[] {
  return planJourney({
    seed: 1,
    firstDay: DAY,
    days: 14,
    dailyMinutes: 60,
    chapters: [],
    done: new Set(),
    lastPractised: new Map(),
    ...overrides,
  });
}

/** "day kind what": what is the concept of a practice set, else the object. */
const brief = (steps: PlanStep[]) =>
  steps.map((s) => `${s.day - DAY} ${s.kind} ${s.concept ?? s.objectId}`);

const minutesByDay = (steps: PlanStep[]) => {
  const total = new Map<number, number>();
  for (const s of steps) total.set(s.day, (total.get(s.day) ?? 0) + s.minutes);
  return total;
};

const practiceDays = (steps: PlanStep[], concept: string) =>
  steps.filter((s) => s.kind === 'practice' && s.concept === concept).map((s) => s.day - DAY);

/** Four chapters over three subjects, each with lessons, weak concepts and a chapter test. */
const SYLLABUS = [
  chapter('physics', 'kin', 0.3, [0.3, 0.7], [20, 20, 25], 30),
  chapter('physics', 'laws', 0.2, [0.5, 0.4], [15, 30], 30),
  chapter('chemistry', 'mole', 0.25, [0.5], [10, 10, 10], 20),
  chapter('maths', 'lim', 0.25, [0.2, 0.55], [30, 15], 25),
];
const MOCK = { code: 'mock-1', minutes: 180 };

describe('the plan fits the daily time', () => {
  it.each([30, 60, 365])('no day goes over %i minutes', (daily) => {
    const steps = plan({ chapters: SYLLABUS, mockTest: MOCK, dailyMinutes: daily, days: 28 });
    expect(steps.length).toBeGreaterThan(0);
    for (const [day, total] of minutesByDay(steps)) {
      expect({ day: day - DAY, total }).toEqual({ day: day - DAY, total: Math.min(total, daily) });
    }
  });

  it('with 365 minutes plans every lesson and chapter test once, and the mock on day 7', () => {
    const steps = plan({ chapters: SYLLABUS, mockTest: MOCK, dailyMinutes: 365, days: 28 });
    const once = (kind: PlanStep['kind']) =>
      steps.filter((s) => s.kind === kind).map((s) => s.objectId);
    expect(once('lesson').sort()).toEqual(
      SYLLABUS.flatMap((c) => c.lessons.map((l) => l.id)).sort(),
    );
    expect(once('chapter_test').sort()).toEqual(['kin-test', 'laws-test', 'lim-test', 'mole-test']);
    expect(steps.filter((s) => s.kind === 'mock_test').map((s) => s.day - DAY)).toEqual([6]);
  });

  it('with one minute a day puts each step alone on its own day, and plans no mock', () => {
    const steps = plan({ chapters: SYLLABUS, mockTest: MOCK, dailyMinutes: 1, days: 10 });
    expect(steps.map((s) => s.day - DAY)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(steps.every((s) => s.minutes > 1 && s.kind !== 'mock_test')).toBe(true);
  });

  it('plans a lesson longer than the day alone on a day of its own, not split', () => {
    const steps = plan({
      chapters: [chapter('maths', 'algebra', 0.3, [0.7], [20, 45, 10])],
      dailyMinutes: 30,
      days: 5,
    });
    expect(brief(steps)).toEqual([
      '0 lesson algebra-v1',
      '1 lesson algebra-v2',
      '2 lesson algebra-v3',
      '2 practice algebra-c1',
    ]);
    expect(steps[1]?.minutes).toBe(45);
  });

  it('leaves days empty when nothing is left, and plans nothing without a daily time', () => {
    const chapters = [chapter('maths', 'sets', 0.1, [0.7], [10, 10])];
    expect(brief(plan({ chapters, days: 7 }))).toEqual([
      '0 lesson sets-v1',
      '0 lesson sets-v2',
      '0 practice sets-c1',
    ]);
    expect(plan({ chapters, dailyMinutes: 0 })).toEqual([]);
  });

  it('keeps days and minutes whole, rounding a step’s minutes up', () => {
    const steps = plan({ chapters: [chapter('maths', 'sets', 0.1, [0.7], [12.5], 19.2)] });
    expect(steps.map((s) => s.minutes)).toEqual([13, PRACTICE_SET_MINUTES, 20]);
    expect(steps.every((s) => Number.isInteger(s.day) && Number.isInteger(s.minutes))).toBe(true);
  });
});

describe('weak concepts are revisited with spacing', () => {
  it('practises a weak concept again 1, 3 and 7 days after practice; a fair one once', () => {
    const steps = plan({
      chapters: [chapter('physics', 'vectors', 0.2, [0.3, 0.7], [])],
      days: 10,
    });
    expect(practiceDays(steps, 'vectors-c1')).toEqual([0, 1, 3, 7]);
    expect(practiceDays(steps, 'vectors-c2')).toEqual([0]);
  });

  it('spaces from the day last practised when the practice set is already done', () => {
    const chapters = [chapter('physics', 'vectors', 0.2, [0.3, 0.7], [])];
    const done = new Set(
      ['vectors-c1', 'vectors-c2'].map((concept) =>
        planStepKey({ kind: 'practice', objectId: 'PreUG--jee-main--physics--vectors', concept }),
      ),
    );
    // Two days ago: the 1-day revisit is overdue (today); the 3- and 7-day ones fall on days 1, 5.
    const twoDaysAgo = new Map([
      ['vectors-c1', DAY - 2],
      ['vectors-c2', DAY - 2],
    ]);
    const steps = plan({ chapters, done, lastPractised: twoDaysAgo, days: 10 });
    expect(brief(steps)).toEqual([
      '0 practice vectors-c1',
      '1 practice vectors-c1',
      '5 practice vectors-c1',
    ]);
    // A month ago: every revisit is overdue, made up by one on the first day.
    const monthAgo = new Map([['vectors-c1', DAY - 30]]);
    expect(brief(plan({ chapters, done, lastPractised: monthAgo, days: 10 }))).toEqual([
      '0 practice vectors-c1',
    ]);
  });

  it('lets a revisit that does not fit wait a day, keeping a day between revisits', () => {
    const steps = plan({
      chapters: [chapter('physics', 'waves', 0.2, [0.3, 0.4], [])],
      dailyMinutes: PRACTICE_SET_MINUTES,
      days: 10,
    });
    expect(brief(steps).map((s) => s.replace(' practice waves-', ' '))).toEqual([
      '0 c1', // first practice of the weakest: revisits due on days 1, 3, 7
      '1 c1',
      '2 c2', // first practice of c2: revisits due on days 3, 5, 9
      '3 c1',
      '4 c2', // due on day 3, waited a day
      '5 c2',
      '7 c1',
      '9 c2',
    ]);
  });
});

describe('what is studied, and in which order', () => {
  it('gives a chapter mastered throughout no lessons or practice, only its chapter test', () => {
    const steps = plan({
      chapters: [
        chapter('maths', 'lim', 0.3, [0.9, 0.95], [10], 20),
        chapter('physics', 'kin', 0.3, [0.86], [10]),
      ],
    });
    expect(brief(steps)).toEqual(['0 chapter_test lim-test']);
  });

  it('studies the heavier weak chapter first', () => {
    const light = chapter('physics', 'light', 0.2, [0.2, 0.2], [10, 10]);
    const heavy = chapter('physics', 'heavy', 0.4, [0.2, 0.2], [10, 10]);
    expect(brief(plan({ chapters: [light, heavy], days: 1 }))).toEqual([
      '0 lesson heavy-v1',
      '0 lesson heavy-v2',
      '0 practice heavy-c1',
      '0 practice heavy-c2',
      '0 lesson light-v1',
    ]);
  });

  it('weighs by what is not known: a light weak chapter before a heavy known one', () => {
    const known = chapter('physics', 'known', 0.5, [0.8, 0.8], [10]); // 0.5 × 0.2 = 0.1
    const weak = chapter('physics', 'weak', 0.2, [0.2], [10]); // 0.2 × 0.8 = 0.16
    expect(brief(plan({ chapters: [known, weak], days: 1 })).slice(0, 2)).toEqual([
      '0 lesson weak-v1',
      '0 practice weak-c1',
    ]);
  });

  it('alternates two subjects within a day and brings a third in when one is finished', () => {
    const steps = plan({
      chapters: [
        chapter('physics', 'kin', 0.3, [0.7], [10, 10, 10]),
        chapter('chemistry', 'mole', 0.2, [0.7], [10, 10, 10, 10, 10]),
        chapter('maths', 'lim', 0.1, [0.7], [10]),
      ],
      days: 2,
    });
    expect(steps.map((s) => `${s.day - DAY} ${s.subject} ${s.concept ?? s.objectId}`)).toEqual([
      '0 physics kin-v1',
      '0 chemistry mole-v1',
      '0 physics kin-v2',
      '0 chemistry mole-v2',
      '0 physics kin-v3',
      '0 chemistry mole-v3',
      '1 physics kin-c1',
      '1 chemistry mole-v4',
      '1 maths lim-v1',
      '1 chemistry mole-v5',
      '1 maths lim-c1', // 60 minutes: mole-c1 waits for day 2
    ]);
  });
});

describe('subjects interleave around revisits', () => {
  it('places a day’s revisits between the other subject’s steps', () => {
    const steps = plan({
      chapters: [
        chapter('physics', 'p', 0.3, [0.3, 0.3], []),
        chapter('chemistry', 'c', 0.2, [0.7], [10, 10, 10, 10, 10, 10]),
      ],
      days: 2,
    });
    expect(steps.map((s) => `${s.day - DAY} ${s.subject} ${s.concept ?? s.objectId}`)).toEqual([
      '0 physics p-c1',
      '0 chemistry c-v1',
      '0 physics p-c2',
      '0 chemistry c-v2',
      '0 chemistry c-v3',
      '1 physics p-c1', // the two revisits due, spread among chemistry's lessons
      '1 chemistry c-v4',
      '1 physics p-c2',
      '1 chemistry c-v5',
      '1 chemistry c-v6',
    ]);
  });
});

describe('the mock test', () => {
  const chapters = [
    chapter(
      'physics',
      'kin',
      0.3,
      [0.7],
      Array.from({ length: 60 }, () => 20),
    ),
  ];
  const mock = { code: 'mock-1', minutes: 90 };

  it(`is planned on day ${MOCK_EVERY_DAYS}, first that day, when the daily time holds it`, () => {
    const steps = plan({ chapters, mockTest: mock, dailyMinutes: 120 });
    const mocks = steps.filter((s) => s.kind === 'mock_test');
    expect(mocks).toEqual([
      {
        day: DAY + MOCK_EVERY_DAYS - 1,
        kind: 'mock_test',
        objectId: 'mock-1',
        subject: '',
        chapter: '',
        learnPath: '',
        minutes: 90,
      },
    ]);
    expect(steps.find((s) => s.day === DAY + MOCK_EVERY_DAYS - 1)).toEqual(mocks[0]);
    expect(minutesByDay(steps).get(DAY + MOCK_EVERY_DAYS - 1)).toBe(110);
  });

  it('is not planned when the plan is shorter, the day too short, or the paper done', () => {
    const none = (input: Partial<PlanInput>) =>
      plan({ chapters, mockTest: mock, ...input }).filter((s) => s.kind === 'mock_test');
    expect(none({ days: MOCK_EVERY_DAYS - 1, dailyMinutes: 120 })).toEqual([]);
    expect(none({ dailyMinutes: 89 })).toEqual([]);
    expect(
      none({
        dailyMinutes: 120,
        done: new Set([planStepKey({ kind: 'mock_test', objectId: 'mock-1' })]),
      }),
    ).toEqual([]);
  });
});

describe('determinism and what is done', () => {
  const tied = ['a', 'b', 'c', 'd'].map((name) => chapter('physics', name, 0.25, [0.5], [10]));
  const chapterOrder = (seed: number) => [
    ...new Set(plan({ chapters: tied, seed }).map((s) => s.chapter)),
  ];

  it('gives the same plan for the same input', () => {
    expect(plan({ chapters: SYLLABUS, mockTest: MOCK, seed: 7 })).toEqual(
      plan({ chapters: SYLLABUS, mockTest: MOCK, seed: 7 }),
    );
    expect(chapterOrder(3)).toEqual(chapterOrder(3));
  });

  it('breaks ties by the seed, and only ties', () => {
    const orders = [1, 2, 3, 4, 5, 6, 7, 8].map(chapterOrder);
    expect(new Set(orders.map((order) => order.join())).size).toBeGreaterThan(1);
    for (const order of orders) expect(order.sort()).toEqual(['a', 'b', 'c', 'd']);
    const heavier = [...tied, chapter('physics', 'e', 0.3, [0.5], [10])];
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8])
      expect(plan({ chapters: heavier, seed })[0]?.chapter).toBe('e');
  });

  it('never plans a done step again', () => {
    const kin = chapter('physics', 'kin', 0.3, [0.3, 0.7], [10, 10], 20);
    const done = new Set([
      planStepKey({ kind: 'lesson', objectId: 'kin-v1' }),
      planStepKey({ kind: 'practice', objectId: kin.learnPath, concept: 'kin-c2' }),
      planStepKey({ kind: 'chapter_test', objectId: 'kin-test' }),
    ]);
    expect(brief(plan({ chapters: [kin], done, days: 10 }))).toEqual([
      '0 lesson kin-v2',
      '0 practice kin-c1',
      '1 practice kin-c1',
      '3 practice kin-c1',
      '7 practice kin-c1',
    ]);
  });
});

describe('replanNeeded', () => {
  const step = (day: number, objectId: string): PlanStep => ({
    day,
    kind: 'lesson',
    objectId,
    subject: 'physics',
    chapter: 'kin',
    learnPath: 'PreUG--jee-main--physics--kin',
    minutes: 10,
  });
  const steps = [step(10, 'a'), step(11, 'b'), step(11, 'c'), step(12, 'd')];
  const done = (...ids: string[]) =>
    new Set(ids.map((objectId) => planStepKey({ kind: 'lesson', objectId })));

  it('is behind when a step of an earlier day is not done', () => {
    expect(replanNeeded(steps, done(), 11)).toBe('behind');
    expect(replanNeeded(steps, done('b', 'c', 'd'), 11)).toBe('behind');
  });

  it('is ahead when everything through today and the next day is done', () => {
    expect(replanNeeded(steps, done('a', 'b', 'c'), 10)).toBe('ahead');
    expect(replanNeeded(steps, done('a', 'b', 'c', 'd'), 11)).toBe('ahead');
  });

  it('is on track otherwise', () => {
    expect(replanNeeded(steps, done(), 10)).toBeUndefined();
    expect(replanNeeded(steps, done('a'), 11)).toBeUndefined();
    expect(replanNeeded(steps, done('a', 'b'), 10)).toBeUndefined();
    expect(replanNeeded(steps, done('a', 'b', 'c'), 11)).toBeUndefined();
    expect(replanNeeded(steps, done('a', 'b', 'c', 'd'), 12)).toBeUndefined();
  });

  it('takes a test of each step instead of keys, telling apart steps that share a key', () => {
    const revisits = [step(10, 'p'), step(11, 'p')];
    expect(replanNeeded(revisits, done('p'), 11)).toBeUndefined();
    expect(replanNeeded(revisits, (s) => s.day === 11, 11)).toBe('behind');
    expect(replanNeeded(revisits, (s) => s.day === 10, 10)).toBeUndefined();
    expect(replanNeeded(revisits, () => true, 10)).toBe('ahead');
  });
});
