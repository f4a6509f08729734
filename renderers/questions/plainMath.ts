import { parseRichText } from './richTextSegments.ts';
import { TEX_SYMBOLS } from './texSymbols.ts';

const SUPERSCRIPT: Readonly<Record<string, string>> = {
  '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹',
  '+': '⁺', '-': '⁻', '=': '⁼', '(': '⁽', ')': '⁾', n: 'ⁿ', i: 'ⁱ',
}; // prettier-ignore
const SUBSCRIPT: Readonly<Record<string, string>> = {
  '0': '₀', '1': '₁', '2': '₂', '3': '₃', '4': '₄', '5': '₅', '6': '₆', '7': '₇', '8': '₈', '9': '₉',
  '+': '₊', '-': '₋', '=': '₌', '(': '₍', ')': '₎',
}; // prettier-ignore

/** Writes a script (`^{12}`) in Unicode when every character has a form, else as `^(…)`. */
function script(body: string, table: Readonly<Record<string, string>>, mark: string): string {
  const chars = Array.from(body);
  if (chars.every((c) => table[c] !== undefined)) return chars.map((c) => table[c]).join('');
  return body.length === 1 ? `${mark}${body}` : `${mark}(${body})`;
}

/** Reads a formula aloud-ish: the common commands as Unicode, the rest as their names. */
export function texToPlain(tex: string): string {
  let text = tex;
  // Innermost groups first, so nested fractions and scripts come out whole.
  for (let pass = 0; pass < 5; pass++) {
    text = text
      .replace(/\\(?:d|t)?frac\{([^{}]*)\}\{([^{}]*)\}/g, '($1)/($2)')
      .replace(/\\sqrt\{([^{}]*)\}/g, '√($1)')
      .replace(
        /\\(?:mathrm|text|mathbf|mathit|operatorname|textrm|vec|overline)\{([^{}]*)\}/g,
        '$1',
      )
      .replace(/\^\{([^{}]*)\}/g, (_, body: string) => script(body, SUPERSCRIPT, '^'))
      .replace(/_\{([^{}]*)\}/g, (_, body: string) => script(body, SUBSCRIPT, '_'));
  }
  return text
    .replace(/\^([0-9a-z+-])/gi, (_, c: string) => script(c, SUPERSCRIPT, '^'))
    .replace(/_([0-9a-z+-])/gi, (_, c: string) => script(c, SUBSCRIPT, '_'))
    .replace(/\((\w)\)\/\((\w+)\)/g, '$1/$2')
    .replace(/\\([a-zA-Z]+)/g, (_, name: string) =>
      name === 'displaystyle' || name === 'left' || name === 'right'
        ? ''
        : (TEX_SYMBOLS[name] ?? name),
    )
    .replace(/\\[,;:! ]/g, ' ')
    .replace(/\\([{}%$&#_])/g, '$1')
    .replace(/[{}]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A rich text as plain text (for native `<option>`s and accessible names, which take no markup). */
export function plainText(source: string): string {
  return parseRichText(source)
    .map((segment) => (segment.kind === 'text' ? segment.text : texToPlain(segment.tex)))
    .join('')
    .trim();
}
