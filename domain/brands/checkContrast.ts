import type { Colours } from '../../schemas/types.generated.ts';
import type { DocumentIssue } from './brandDocuments.ts';

/** WCAG 2.2 AA contrast for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * Colour pairs that carry text somewhere in the interface: button labels on the primary colour,
 * links and outlined buttons on cards and the page, body and secondary text. The first colour of a
 * pair is the one an error points at: for labels on primary that is the brand colour itself,
 * which is what authors change.
 */
const TEXT_PAIRS: readonly [keyof Colours, keyof Colours][] = [
  ['primary', 'onPrimary'],
  ['primary', 'surface'],
  ['primary', 'background'],
  ['text', 'background'],
  ['text', 'surface'],
  ['muted', 'surface'],
  ['muted', 'background'],
];

/** A brand whose colours make text unreadable fails validation instead of shipping. */
export function checkContrast(colors: Colours): DocumentIssue[] {
  return TEXT_PAIRS.flatMap(([fore, back]) => {
    const ratio = contrastRatio(colors[fore], colors[back]);
    if (ratio >= MIN_TEXT_CONTRAST) return [];
    return [
      {
        document: { kind: 'brand' } as const,
        pointer: `/theme/colors/${fore}`,
        message: `Text pair ${fore}/${back} has a contrast of ${ratio.toFixed(2)}:1, below ${MIN_TEXT_CONTRAST}:1`,
      },
    ];
  });
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
