// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHATBOT_EVENT_DEBOUNCE_MS,
  MONETISATION_EVENT_DEBOUNCE_MS,
} from '../../../../domain/events/eventTiming.ts';
import { trackChatbotEvent } from '../../../../runtime/events/chatbotEvents.ts';
import { trackMonetisationEvent } from '../../../../runtime/events/monetisationEvents.ts';
import { spyOnBeacons } from './beacons.ts';

let beacons: ReturnType<typeof spyOnBeacons>;

beforeEach(() => {
  vi.useFakeTimers();
  beacons = spyOnBeacons();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const sent = async () =>
  (await beacons.sent()).map((e) => [e.namespace, e.topic, e.payload.plan ?? e.payload.state]);

describe('debounced analytics', () => {
  it('waits 300 ms of quiet for monetisation events and sends the last one', async () => {
    expect(MONETISATION_EVENT_DEBOUNCE_MS).toBe(300);
    trackMonetisationEvent('plan_selected', { plan: 'monthly' });
    vi.advanceTimersByTime(200);
    trackMonetisationEvent('plan_selected', { plan: 'yearly' });
    vi.advanceTimersByTime(MONETISATION_EVENT_DEBOUNCE_MS - 1);
    expect(beacons.spy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(await sent()).toEqual([['monetisation', 'plan_selected', 'yearly']]);
  });

  it('waits 100 ms for chatbot events, each topic on its own', async () => {
    expect(CHATBOT_EVENT_DEBOUNCE_MS).toBe(100);
    trackChatbotEvent('widget_opened', { state: 'open' });
    trackChatbotEvent('widget_toggled', { state: 'a' });
    trackChatbotEvent('widget_toggled', { state: 'b' });
    vi.advanceTimersByTime(CHATBOT_EVENT_DEBOUNCE_MS - 1);
    expect(beacons.spy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(await sent()).toEqual([
      ['chatbot', 'widget_opened', 'open'],
      ['chatbot', 'widget_toggled', 'b'],
    ]);
  });

  it('sends what is still waiting when the page is left', async () => {
    trackMonetisationEvent('cart_viewed', { plan: 'monthly' });
    trackChatbotEvent('widget_closed', { state: 'closed' });
    window.dispatchEvent(new Event('pagehide'));
    expect(await sent()).toEqual([
      ['monetisation', 'cart_viewed', 'monthly'],
      ['chatbot', 'widget_closed', 'closed'],
    ]);
    vi.advanceTimersByTime(MONETISATION_EVENT_DEBOUNCE_MS);
    expect(beacons.spy).toHaveBeenCalledTimes(2);
  });
});
