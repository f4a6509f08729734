import * as z from 'zod/mini';
import { SUPPORTED_LOCALES } from '../rules/locales.ts';
import { EMAIL_PATTERN } from '../rules/patterns.ts';
import { text } from './contractPrimitives.ts';
import { defineCall } from './defineCall.ts';

/** What the feedback is about; the form offers these in this order. */
export const FEEDBACK_CATEGORIES = [
  'suggestion',
  'problem',
  'content',
  'account',
  'other',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** Long enough to say what happened, short enough to read in one go. */
export const FEEDBACK_MESSAGE_MIN_LENGTH = 10;
export const FEEDBACK_MESSAGE_MAX_LENGTH = 2000;
export const FEEDBACK_EMAIL_MAX_LENGTH = 254;
/** The page the form was sent from, e.g. /in-en/contactus. */
export const FEEDBACK_PAGE_MAX_LENGTH = 300;

export const feedbackBody = z.object({
  category: z.enum(FEEDBACK_CATEGORIES),
  message: text().check(
    z.trim(),
    z.minLength(FEEDBACK_MESSAGE_MIN_LENGTH),
    z.maxLength(FEEDBACK_MESSAGE_MAX_LENGTH),
  ),
  /** Where a visitor wants the answer; a signed-in sender is answered on the account's address. */
  email: z.optional(
    text().check(
      z.trim(),
      z.maxLength(FEEDBACK_EMAIL_MAX_LENGTH),
      z.regex(EMAIL_PATTERN, 'must be an e-mail address'),
      z.toLowerCase(),
    ),
  ),
  page: z.optional(
    text().check(z.maxLength(FEEDBACK_PAGE_MAX_LENGTH), z.regex(/^\/\S*$/, 'must be a path')),
  ),
  locale: z.enum(SUPPORTED_LOCALES),
});

export const sendFeedbackCall = defineCall({
  service: 'helpdesk',
  method: 'POST',
  path: '/feedback',
  summary:
    'Stores feedback from a visitor or a signed-in parent (recognised by a valid token, if one comes) for the brand of the host',
  auth: 'none',
  body: feedbackBody,
  responses: { 201: z.object({ data: z.object({ id: z.string() }) }) },
});
