/** Monetisation analytics (plans, cart, coupons, payment) wait this long for a quieter moment (shell spec §9). */
export const MONETISATION_EVENT_DEBOUNCE_MS = 300;

/** The chat widget's usage events are debounced by this much (shell spec §9, learning-experience spec §2). */
export const CHATBOT_EVENT_DEBOUNCE_MS = 100;
