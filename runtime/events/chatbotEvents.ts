import { CHATBOT_EVENT_DEBOUNCE_MS } from '../../domain/events/eventTiming.ts';
import { debouncedTracker } from './debouncedTracker.ts';

/** The chat widget's usage events, debounced as the specs ask (learning-experience §2, shell §9). */
export const trackChatbotEvent = debouncedTracker('chatbot', CHATBOT_EVENT_DEBOUNCE_MS);
