import { AppError } from '../../domain/errors.ts';
import { MOBILE_PREFIX } from '../../domain/rules/patterns.ts';
import type { OtpSender } from './OtpSender.ts';

/** A gateway slower than this counts as failed: the person can ask for the code again. */
export const SMS_TIMEOUT_MS = 10_000;

/**
 * SMS through an HTTP gateway: `POST <SMS_URL>` with `{ to, text }` as JSON and the gateway's
 * token as a bearer token; e-mail goes on to `email`. A gateway that does not accept the message
 * is DELIVERY_FAILED, so the person is told instead of waiting for a code that never comes.
 */
export function httpSmsSender(url: string, token: string, email: OtpSender): OtpSender {
  return {
    async send(message) {
      if (message.channel === 'email') return email.send(message);
      let answer: Response;
      try {
        answer = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ to: `${MOBILE_PREFIX}${message.recipient}`, text: message.body }),
          signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
        });
      } catch (error) {
        throw new AppError('DELIVERY_FAILED', undefined, {}, error);
      }
      if (!answer.ok)
        throw new AppError(
          'DELIVERY_FAILED',
          undefined,
          {},
          new Error(`SMS gateway answered ${answer.status}`),
        );
    },
  };
}
