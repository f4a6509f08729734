import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_MESSAGE_MAX_LENGTH,
  FEEDBACK_MESSAGE_MIN_LENGTH,
} from '../../../../domain/contracts/helpdesk.ts';
import { checkFeedback } from '../../../../domain/helpdesk/checkFeedback.ts';

const context = { page: '/feedback', locale: 'hi' as const };
const message = 'a'.repeat(FEEDBACK_MESSAGE_MIN_LENGTH);

describe('checking feedback before it is sent', () => {
  it('passes a message of the allowed length, trimmed, without an empty address', () => {
    expect(
      checkFeedback({ category: 'problem', message: ` ${message} `, email: ' ' }, context),
    ).toEqual({
      ok: true,
      body: { category: 'problem', message, page: '/feedback', locale: 'hi' },
    });
  });

  it('names the message when it is too short once trimmed, or too long', () => {
    const short = ` ${'a'.repeat(FEEDBACK_MESSAGE_MIN_LENGTH - 1)}   `;
    expect(checkFeedback({ category: 'other', message: short, email: '' }, context)).toEqual({
      ok: false,
      invalid: ['message'],
    });
    const long = 'a'.repeat(FEEDBACK_MESSAGE_MAX_LENGTH + 1);
    expect(checkFeedback({ category: 'other', message: long, email: '' }, context)).toEqual({
      ok: false,
      invalid: ['message'],
    });
  });

  it('names every field to fix, in the order the form shows them', () => {
    expect(checkFeedback({ category: 'other', message: 'short', email: 'nope' }, context)).toEqual({
      ok: false,
      invalid: ['message', 'email'],
    });
  });
});
