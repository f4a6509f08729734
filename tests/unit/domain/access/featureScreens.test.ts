import { describe, expect, it } from 'vitest';
import { isScreenSwitchedOff } from '../../../../domain/access/featureScreens.ts';

describe('screens of switched-off features', () => {
  it('are only the screens of those features', () => {
    expect(isScreenSwitchedOff('inviteParent', ['inviteParent'])).toBe(true);
    expect(isScreenSwitchedOff('login', ['inviteParent'])).toBe(false);
  });

  it('never include a page route, which has no screen, when a feature without one is off', () => {
    expect(isScreenSwitchedOff(undefined, ['embiums', 'recommendations'])).toBe(false);
  });
});
