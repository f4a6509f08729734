import { describe, expect, it } from 'vitest';
import { evaluateExpression } from '../../../../domain/questions/evaluateExpression.ts';

describe('evaluateExpression', () => {
  it('follows the rules of arithmetic', () => {
    expect(evaluateExpression('2 + 3 * 4')).toBe(14);
    expect(evaluateExpression('(2 + 3) * 4')).toBe(20);
    expect(evaluateExpression('2^3^2')).toBe(512);
    expect(evaluateExpression('-3^2')).toBe(-9);
    expect(evaluateExpression('2^-1')).toBe(0.5);
    expect(evaluateExpression('6.022e23 / 2')).toBeCloseTo(3.011e23);
  });

  it('knows degrees, pi and the functions a physics answer needs', () => {
    expect(evaluateExpression('20^2 * sin(2*30 deg) / 9.8')).toBeCloseTo(35.348, 3);
    expect(evaluateExpression('sqrt(16) + cos(0)')).toBe(5);
    expect(evaluateExpression('log10(1000) + ln(e)')).toBe(4);
    expect(evaluateExpression('2*pi')).toBeCloseTo(6.2832, 4);
  });

  it('refuses anything else, so no expression can run code', () => {
    expect(() => evaluateExpression('process.exit(1)')).toThrow(/unexpected|unknown/);
    expect(() => evaluateExpression('2 +')).toThrow();
    expect(() => evaluateExpression('foo(2)')).toThrow('unknown "foo"');
  });
});
