import * as z from 'zod/mini';
import { defineQuestionType, defineQuestionWire } from './defineQuestionType.ts';
import type { KeyProblem } from './QuestionTypeModule.ts';

const MINUTES_ON_A_FACE = 12 * 60;
const hours = () => z.int().check(z.minimum(1), z.maximum(12));
const minutes = () => z.int().check(z.minimum(0), z.maximum(59));
const TIME = /^(\d{1,2}):(\d{2})$/;

type Time = { hours: number; minutes: number };

/** A time some minutes later (earlier when negative), on the 12-hour face: 11:50 + 20 is 12:10. */
export function addMinutes(time: Time, added: number): Time {
  const total =
    ((((time.hours % 12) * 60 + time.minutes + added) % MINUTES_ON_A_FACE) + MINUTES_ON_A_FACE) %
    MINUTES_ON_A_FACE;
  return { hours: Math.floor(total / 60) || 12, minutes: total % 60 };
}

/** "3:05": how a time is written on the answer's CSV and in the key the player reveals. */
export const formatTime = (time: Time) => `${time.hours}:${String(time.minutes).padStart(2, '0')}`;

/** What the browser needs of TimeReadSet: its schemas, and how it reads the key's CSV back. */
export const TimeReadSetWire = defineQuestionWire({
  type: 'TimeReadSet',
  content: z.object({
    type: z.literal('TimeReadSet'),
    shows: z.optional(z.object({ hours: z.number(), minutes: z.number() })),
    minuteStep: z.number(),
  }),
  answer: z.object({ type: z.literal('TimeReadSet'), hours: hours(), minutes: minutes() }),
  parseCsv(csv) {
    const match = TIME.exec(csv.trim());
    if (!match) return undefined;
    const time = { hours: Number(match[1]), minutes: Number(match[2]) };
    return time.hours >= 1 && time.hours <= 12 && time.minutes < 60
      ? { type: 'TimeReadSet', ...time }
      : undefined;
  },
});

/**
 * Telling the time on an analogue clock, as school maths teaches it (NCERT class 2–4 "time").
 * A question either draws a clock showing a time (`clock.shows`) and asks for that time, or for
 * the time some minutes later or earlier (`afterMinutes`: "what time will it be in 25 minutes?");
 * or draws no time and asks the student to set the clock to one the body names. Either way the
 * student answers hours (1–12) and minutes in the question's step (1, 5 or 15), which is also how
 * they set the hands: the player redraws the clock with the time chosen. Reading and setting
 * are thus one answer, hours and minutes, so both are graded alike: each is half the score
 * (hands swapped, 8:20 for 3:40, earns nothing), and right only when both are. The CSV is the time
 * written "h:mm" ("3:40"). The key check recomputes a read key from the clock and its minutes
 * later, and refuses minutes the student could not choose.
 */
export const TimeReadSet = /* @__PURE__ */ defineQuestionType({
  ...TimeReadSetWire,
  serve: (q) => ({
    type: q.type,
    shows: q.clock.shows && { hours: q.clock.shows.hours, minutes: q.clock.shows.minutes },
    minuteStep: q.clock.minuteStep,
  }),
  keyAsAnswer: (q) => ({ type: q.type, hours: q.answer.hours, minutes: q.answer.minutes }),
  grade(q, answer) {
    const right =
      Number(answer.hours === q.answer.hours) + Number(answer.minutes === q.answer.minutes);
    return { correct: right === 2, score: right / 2 };
  },
  answerCsv: (_q, answer) => formatTime(answer),
  checkKey(q) {
    const problems: KeyProblem[] = [];
    const { shows, minuteStep } = q.clock;
    if (q.answer.minutes % minuteStep !== 0)
      problems.push({
        pointer: '/answer/minutes',
        message: `is ${q.answer.minutes}, which a student choosing minutes in steps of ${minuteStep} cannot give`,
      });
    if (!shows) {
      if (q.afterMinutes !== undefined)
        problems.push({ pointer: '/afterMinutes', message: 'needs a clock that shows a time' });
      return problems;
    }
    const expected = addMinutes(shows, q.afterMinutes ?? 0);
    if (expected.hours !== q.answer.hours || expected.minutes !== q.answer.minutes)
      problems.push({
        pointer: '/answer',
        message: `is ${formatTime(q.answer)}, but the clock shows ${formatTime(shows)}${q.afterMinutes ? ` and ${q.afterMinutes} minutes from it is ${formatTime(expected)}` : ''}`,
      });
    return problems;
  },
});
