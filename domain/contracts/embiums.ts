/**
 * The embiums service (shell spec §3 "Embium reward result", §7 "Embiums"): reward points earned
 * for real learning. Awards follow the rules of `content/embiums/rules.json`; each (event, object)
 * earns once. Practice answers and finished tests are awarded by the server as they happen; the
 * client asks through `POST /:embium` for what only it sees finish (a lesson watched to its end),
 * and the server checks its own records before awarding (docs/decisions/embiums.md).
 */
import * as z from 'zod/mini';
import { SUPPORTED_LOCALES } from '../rules/locales.ts';
import { text, wholeNumber } from './contractPrimitives.ts';
import { defineCall } from './defineCall.ts';

/** The events that earn embiums; each has its rule in the rules file. */
export const EMBIUM_EVENTS = [
  'practiceRight',
  'practicePerfect',
  'practiceStreak',
  'lessonFinished',
  'testFinished',
  'studyStreak',
] as const;
export type EmbiumEvent = (typeof EMBIUM_EVENTS)[number];

export const EMBIUM_METALS = ['silver', 'gold'] as const;
export type EmbiumMetal = (typeof EMBIUM_METALS)[number];

export const EMBIUM_ID_MAX_LENGTH = 128;
const embiumId = () => text().check(z.minLength(1), z.maxLength(EMBIUM_ID_MAX_LENGTH));

export const embiumReward = z.object({
  /** What this call added: 0 for an event already rewarded or a day's cap reached. */
  awarded_points: wholeNumber(),
  total_points: wholeNumber(),
  metal: z.enum(EMBIUM_METALS),
  /** The reward in words, in the asked language ("+5 silver embiums for finishing a lesson"). */
  user_message: z.string(),
  feature_category: z.enum(['learn', 'practice', 'test', 'streak']),
});
export type EmbiumReward = z.infer<typeof embiumReward>;

export const awardEmbiumCall = defineCall({
  service: 'embiums',
  method: 'POST',
  path: '/:embium',
  summary:
    'Asks for the reward of an event the server can confirm (a lesson finished); once per event and object',
  auth: 'child',
  params: z.object({ embium: z.enum(EMBIUM_EVENTS) }),
  query: z.object({
    event_id: embiumId(),
    object_id: embiumId(),
    locale: z.optional(z.enum(SUPPORTED_LOCALES)),
  }),
  responses: { 200: embiumReward },
});

export const embiumBalance = z.object({
  current_value: wholeNumber(),
  silver: wholeNumber(),
  gold: wholeNumber(),
});
export type EmbiumBalance = z.infer<typeof embiumBalance>;

export const embiumBalanceCall = defineCall({
  service: 'embiums',
  method: 'GET',
  path: '/balance',
  summary: "The child's embiums; 204 when there are none yet (spec §7)",
  auth: 'child',
  responses: { 200: embiumBalance, 204: z.undefined() },
});
