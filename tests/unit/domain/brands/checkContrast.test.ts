import { describe, expect, it } from 'vitest';
import { checkContrast, contrastRatio } from '../../../../domain/brands/checkContrast.ts';

const READABLE = {
  primary: '#3a2fb8',
  onPrimary: '#ffffff',
  background: '#f7f7fb',
  surface: '#ffffff',
  text: '#1c1b29',
  muted: '#5b5a6e',
  accent: '#e8590c',
  danger: '#c92a2a',
};

describe('contrast', () => {
  it('measures WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('accepts readable brand colours', () => {
    expect(checkContrast(READABLE)).toEqual([]);
  });

  it('points at the colour to change when text would be unreadable', () => {
    const issues = checkContrast({ ...READABLE, muted: '#a0a0a0' });
    expect(issues.map((i) => [i.pointer, i.message])).toEqual([
      ['/theme/colors/muted', 'Text pair muted/surface has a contrast of 2.61:1, below 4.5:1'],
      ['/theme/colors/muted', 'Text pair muted/background has a contrast of 2.45:1, below 4.5:1'],
    ]);
  });
});
