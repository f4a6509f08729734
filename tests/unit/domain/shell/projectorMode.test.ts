import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../../domain/brands/checkContrast.ts';
import {
  PROJECTOR_COLOURS,
  PROJECTOR_MIN_CONTRAST,
  projectorModeOn,
} from '../../../../domain/shell/projectorMode.ts';

const search = (query: string) => new URLSearchParams(query);

describe('projector mode', () => {
  it.each([
    ['?projectorMode=true', true],
    ['?projectorMode', true],
    ['?projectorMode=1', true],
    ['?projectorMode=false', false],
    ['?projectorMode=0', false],
    ['?projectorMode=OFF', false],
    ['', false],
  ])('%s turns it on: %s', (query, expected) => {
    expect(projectorModeOn(search(query), true)).toBe(expected);
  });

  it('stays off where the brand does not allow it', () => {
    expect(projectorModeOn(search('?projectorMode=true'), false)).toBe(false);
  });

  it('keeps every text pair at 7:1 or more', () => {
    const c = PROJECTOR_COLOURS;
    const pairs: [string, string][] = [
      [c.primary, c.onPrimary],
      [c.primary, c.surface],
      [c.primary, c.background],
      [c.text, c.background],
      [c.text, c.surface],
      [c.muted, c.surface],
      [c.muted, c.background],
      [c.danger, c.surface],
      [c.accent, c.surface],
    ];
    for (const [fore, back] of pairs)
      expect(contrastRatio(fore, back)).toBeGreaterThanOrEqual(PROJECTOR_MIN_CONTRAST);
  });
});
