import { describe, expect, it } from 'vitest';
import { DEFAULT_UI_STYLE, UI_STYLES, uiStyleOf } from '../../../../domain/mockTests/uiStyle.ts';

describe('uiStyleOf (spec §4: a known style, otherwise the dark default)', () => {
  it('defaults to dark', () => {
    expect(DEFAULT_UI_STYLE).toBe('dark');
  });

  it.each(UI_STYLES)('keeps the known style %s', (style) => {
    expect(uiStyleOf(style)).toBe(style);
  });

  it.each([
    ['an unknown style', 'neon'],
    ['no style', undefined],
    ['an empty name', ''],
    ['another spelling', 'Light'],
    ['a name with spaces', ' nta '],
    ['an object property', 'toString'],
  ])('falls back to dark for %s', (_case, name) => {
    expect(uiStyleOf(name)).toBe('dark');
  });
});
