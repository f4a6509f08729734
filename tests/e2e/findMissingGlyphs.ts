import type { Page } from '@playwright/test';
import { runInPage } from './runInPage.ts';

/**
 * Characters no loaded font of the element's stack covers, so they show in whatever the device
 * has (or as tofu). For each character the first family of the font-family stack with a face
 * whose unicode-range covers it is the one the browser uses; that face must have loaded. Spaces
 * and format characters (the joiners Indic text uses) draw nothing and are left out. A vowel sign
 * after a non-letter (a hyphen, a digit) is drawn in the font of that character, which must
 * have it: else it shows as a box however well its own script is covered.
 */
export function findMissingGlyphs(page: Page): Promise<string[]> {
  return runInPage(
    page,
    async ({ path, texts }) => {
      await document.fonts.ready;
      const TEXT_SAMPLE = 40;
      const unquote = (family: string) => family.trim().replace(/^["']|["']$/g, '');
      const faces = [...document.fonts].map((face) => ({
        family: unquote(face.family),
        status: face.status,
        ranges: face.unicodeRange.split(',').map((range) => {
          const [from = '0', to] = range.trim().replace(/^U\+/i, '').split('-');
          const low = parseInt(from.replace(/\?/g, '0'), 16);
          const high = to ? parseInt(to, 16) : parseInt(from.replace(/\?/g, 'F'), 16);
          return [low, high] as const;
        }),
      }));
      const blank = /[\s\p{Cf}]/u;
      // A vowel sign or other mark after something that is not a letter ("1-ാമത്തെ") is drawn
      // with its base in one font: that of the base, as the first in the stack that has it.
      const markAfterNonLetter = /([^\p{L}\p{M}\s\u200c\u200d])(\p{M})/gu;
      const findings = new Map<string, Set<string>>();
      for (const { node, element } of texts('shown')) {
        const stack = getComputedStyle(element).fontFamily.split(',').map(unquote);
        const familyOf = (code: number) =>
          stack.find((name) =>
            faces.some(
              (f) =>
                f.family === name && f.ranges.some(([low, high]) => code >= low && code <= high),
            ),
          );
        const key = `${path(element)} "${node.data.trim().slice(0, TEXT_SAMPLE)}"`;
        for (const [, base = '', mark = ''] of node.data.matchAll(markAfterNonLetter)) {
          const baseFamily = familyOf(base.codePointAt(0) ?? 0);
          const markCode = mark.codePointAt(0) ?? 0;
          const together = faces.some(
            (f) =>
              f.family === baseFamily &&
              f.ranges.some(([low, high]) => markCode >= low && markCode <= high),
          );
          if (together) continue;
          const chars = findings.get(key) ?? new Set<string>();
          chars.add(
            `${mark} U+${markCode.toString(16).toUpperCase()} after "${base}" (no font draws the two together: write the vowel sign after a letter)`,
          );
          findings.set(key, chars);
        }
        for (const char of new Set(node.data)) {
          if (blank.test(char)) continue;
          const code = char.codePointAt(0) ?? 0;
          const covers = (face: (typeof faces)[number]) =>
            face.ranges.some(([low, high]) => code >= low && code <= high);
          const family = stack.find((name) => faces.some((f) => f.family === name && covers(f)));
          const loaded = faces.some(
            (f) => f.family === family && covers(f) && f.status === 'loaded',
          );
          if (loaded) continue;
          const chars = findings.get(key) ?? new Set<string>();
          chars.add(`${char} U+${code.toString(16).toUpperCase().padStart(4, '0')}`);
          findings.set(key, chars);
        }
      }
      return [...findings].map(
        ([where, chars]) => `${where}: no loaded font for ${[...chars].join(', ')}`,
      );
    },
    null,
  );
}
