import { AUTOPLAY_COUNTDOWN_S } from './playerConstants.ts';

/**
 * The end screen's countdown to the next video (spec §4 "Video"): counting from 5 to 0 a second at
 * a time, then play; hovering the message cancels it; clicking it plays at once.
 */
export interface Countdown {
  nextId: string | undefined;
  remaining: number;
  phase: 'counting' | 'cancelled' | 'play';
}

export type CountdownAction =
  | { type: 'next'; nextId: string | undefined }
  | { type: 'tick' }
  | { type: 'hover' }
  | { type: 'click' };

/** A fresh countdown for a next video; without one there is nothing to count down to. */
export function startCountdown(nextId: string | undefined): Countdown {
  return { nextId, remaining: AUTOPLAY_COUNTDOWN_S, phase: nextId ? 'counting' : 'cancelled' };
}

export function autoplayCountdown(state: Countdown, action: CountdownAction): Countdown {
  switch (action.type) {
    case 'next':
      return action.nextId === state.nextId ? state : startCountdown(action.nextId);
    case 'tick': {
      if (state.phase !== 'counting') return state;
      const remaining = Math.max(0, state.remaining - 1);
      return { ...state, remaining, phase: remaining === 0 ? 'play' : 'counting' };
    }
    case 'hover':
      return state.phase === 'counting' ? { ...state, phase: 'cancelled' } : state;
    case 'click':
      return state.nextId ? { ...state, phase: 'play' } : state;
  }
}
