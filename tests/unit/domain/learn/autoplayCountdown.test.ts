import { describe, expect, it } from 'vitest';
import {
  autoplayCountdown,
  startCountdown,
  type Countdown,
  type CountdownAction,
} from '../../../../domain/learn/autoplayCountdown.ts';

const run = (state: Countdown, ...actions: CountdownAction[]) =>
  actions.reduce(autoplayCountdown, state);
const ticks = (n: number): CountdownAction[] => Array.from({ length: n }, () => ({ type: 'tick' }));

describe('autoplayCountdown', () => {
  it('starts at 5 and counts down a second a tick', () => {
    const start = startCountdown('v2');
    expect(start).toEqual({ nextId: 'v2', remaining: 5, phase: 'counting' });
    expect(run(start, ...ticks(1))).toEqual({ nextId: 'v2', remaining: 4, phase: 'counting' });
    expect(run(start, ...ticks(4))).toEqual({ nextId: 'v2', remaining: 1, phase: 'counting' });
  });

  it('plays the next video when it reaches 0, and stays there', () => {
    expect(run(startCountdown('v2'), ...ticks(5))).toEqual({
      nextId: 'v2',
      remaining: 0,
      phase: 'play',
    });
    expect(run(startCountdown('v2'), ...ticks(9)).remaining).toBe(0);
  });

  it('stops for good when the message is hovered', () => {
    const hovered = run(startCountdown('v2'), ...ticks(2), { type: 'hover' });
    expect(hovered).toEqual({ nextId: 'v2', remaining: 3, phase: 'cancelled' });
    expect(run(hovered, ...ticks(5))).toEqual(hovered);
  });

  it('plays at once on a click, even after a hover', () => {
    expect(run(startCountdown('v2'), { type: 'click' }).phase).toBe('play');
    expect(run(startCountdown('v2'), { type: 'hover' }, { type: 'click' }).phase).toBe('play');
  });

  it('starts again when the next video changes, and not when it stays', () => {
    const running = run(startCountdown('v2'), ...ticks(3), { type: 'hover' });
    expect(run(running, { type: 'next', nextId: 'v2' })).toBe(running);
    expect(run(running, { type: 'next', nextId: 'v3' })).toEqual({
      nextId: 'v3',
      remaining: 5,
      phase: 'counting',
    });
  });

  it('has nothing to count down to without a next video', () => {
    const none = startCountdown(undefined);
    expect(none.phase).toBe('cancelled');
    expect(run(none, { type: 'click' }, ...ticks(5))).toEqual(none);
  });
});
