import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { UI_STYLES } from '../../../../../domain/mockTests/uiStyle.ts';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const css = await readFile(
  new URL('../../../../../renderers/screens/mockTests/runner/runner.css', import.meta.url),
  'utf8',
);

/** The --rn-* variables a look sets (dark is .runner itself; the others override all of them). */
function look(style: string): Record<string, string> {
  const selector = style === 'dark' ? '.runner {' : `.runner--${style} {`;
  const start = css.indexOf(selector);
  const block = css.slice(start, css.indexOf('}', start));
  const colours: Record<string, string> = {};
  for (const [, name, value] of block.matchAll(/--rn-([a-z-]+):\s*(#[0-9a-f]{6})/g))
    if (name && value) colours[name] = value;
  return colours;
}

/** Text on its background: 4.5:1 (WCAG AA). */
const TEXT_PAIRS = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'raised'],
  ['muted', 'bg'],
  ['muted', 'surface'],
  ['accent', 'bg'],
  ['accent', 'surface'],
  ['on-primary', 'primary'],
  ['on-submit', 'submit'],
  ['danger', 'bg'],
  ['danger', 'surface'],
  ['warn-text', 'warn-bg'],
] as const;

/** Focus rings and the current question's ring against what they sit on: 3:1 (WCAG 1.4.11). */
const RING_PAIRS = [
  ['focus', 'bg'],
  ['focus', 'surface'],
  ['accent', 'surface'],
] as const;

describe('runner looks', () => {
  it.each([...UI_STYLES])('%s sets every colour, each readable', (style) => {
    const colours = look(style);
    expect(Object.keys(colours)).toHaveLength(15);
    const weak = [
      ...TEXT_PAIRS.map(([fg, bg]) => [fg, bg, 4.5] as const),
      ...RING_PAIRS.map(([fg, bg]) => [fg, bg, 3] as const),
    ]
      .map(([fg, bg, least]) => ({
        pair: `${fg} on ${bg}`,
        ratio: contrast(colours[fg] ?? '#000000', colours[bg] ?? '#000000'),
        least,
      }))
      .filter(({ ratio, least }) => ratio < least)
      .map(({ pair, ratio }) => `${pair}: ${ratio.toFixed(2)}`);
    expect(weak).toEqual([]);
  });

  it('gives the palette’s status numbers a readable colour in every look', () => {
    const rule = (status: string) => {
      const start = css.indexOf(`.runner-status--${status} {`);
      const block = css.slice(start, css.indexOf('}', start));
      return {
        background: /background: (#[0-9a-f]{6})/.exec(block)?.[1] ?? '',
        color: /^\s*color: (#[0-9a-f]{6})/m.exec(block)?.[1] ?? '',
      };
    };
    for (const status of ['notVisited', 'notAnswered', 'answered']) {
      const { background, color } = rule(status);
      expect(contrast(color, background), status).toBeGreaterThanOrEqual(4.5);
    }
    const marked = css.slice(css.indexOf('.runner-status--reviewNow,'));
    const background = /background: (#[0-9a-f]{6})/.exec(marked)?.[1] ?? '';
    const color = /^\s*color: (#[0-9a-f]{6})/m.exec(marked)?.[1] ?? '';
    expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
  });
});
