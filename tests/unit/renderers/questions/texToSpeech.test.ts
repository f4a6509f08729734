import { describe, expect, it } from 'vitest';
import { texToSpeech, type MathWords } from '../../../../renderers/questions/texToSpeech.ts';

const words: MathWords = {
  over: 'over',
  squared: 'squared',
  cubed: 'cubed',
  power: 'to the power',
  subscript: 'sub',
  root: 'square root of',
};
const speak = (tex: string) => texToSpeech(tex, words);

describe('texToSpeech', () => {
  it('reads fractions, powers and roots in words', () => {
    expect(speak('\\frac{3}{5}')).toBe('3 over 5');
    expect(speak('\\dfrac{\\pi^2}{4}')).toBe('π squared, over 4');
    expect(speak('\\frac{\\sqrt{3}}{2}')).toBe('square root of 3, over 2');
    expect(speak('x^3 + y^{n+1}')).toBe('x cubed + y to the power n + 1');
  });

  it('pauses after a numerator of several words, so it is not heard as part of the denominator', () => {
    expect(speak('x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}')).toBe(
      'x = − b ± square root of b squared − 4 a c, over 2 a',
    );
  });

  it('keeps numbers whole and reads letters as separate variables', () => {
    expect(speak('12.5 ut')).toBe('12.5 u t');
  });

  it('reads subscripts, units in text and symbols', () => {
    expect(speak('\\mathrm{H_2O}')).toBe('H sub 2 O');
    expect(speak('30^\\circ')).toBe('30 °');
    expect(speak('9.8\\,\\text{m s}^{-2}')).toBe('9.8 m s to the power − 2');
    expect(speak('\\sin\\theta \\times \\Delta x')).toBe('sin θ × Δ x');
  });

  it('says nothing for sizing commands and survives an unclosed group', () => {
    expect(speak('\\left( a \\right)')).toBe('( a )');
    expect(speak('\\frac{1}{')).toBe('1 over');
  });
});
