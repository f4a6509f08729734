import { postEventsCall, type TestEvent } from '../../domain/contracts/mockTests.ts';
import { callApi } from '../api/callApi.ts';

/**
 * Hands a batch of events to the server. Resolves once the server stored them (or already held
 * them: it stores each sequence once); rejects with callApi's ApiError (`status`, `code`) otherwise,
 * which is all the queue needs to know to decide whether to resend.
 */
export type SendTestEvents = (events: TestEvent[]) => Promise<void>;

/** The real sender: POST /api/test/v1/test/{sessionId}/events. */
export function postTestEvents(sessionId: string): SendTestEvents {
  return async (events) => {
    await callApi(postEventsCall, { params: { sessionId }, body: { events } });
  };
}
