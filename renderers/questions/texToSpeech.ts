import { TEX_SYMBOLS } from './texSymbols.ts';

/**
 * The words a formula is read with, in the student's language (catalog keys `question.math.*`).
 * Symbols (×, π, ≤…) stay symbols: every screen reader names them in its own language.
 */
export interface MathWords {
  /** Between a fraction's numerator and denominator: "over". */
  over: string;
  /** An exponent of 2: "squared". */
  squared: string;
  /** An exponent of 3: "cubed". */
  cubed: string;
  /** Before any other exponent: "to the power". */
  power: string;
  /** Before a subscript: "sub". */
  subscript: string;
  /** Before what is under a root sign: "square root of". */
  root: string;
}

/** Commands whose argument is read as it is: text, fonts and accents. */
const READ_ARGUMENT = new Set([
  'text', 'textrm', 'mathrm', 'mathbf', 'mathit', 'mathbb', 'mathcal', 'boldsymbol',
  'operatorname', 'vec', 'hat', 'bar', 'overline', 'underline', 'dot', 'tilde',
]); // prettier-ignore
/** Commands that only size or space what follows: nothing to say. */
const SILENT = new Set([
  'left', 'right', 'displaystyle', 'textstyle', 'limits', 'big', 'Big', 'bigg', 'Bigg',
]); // prettier-ignore
const FRACTIONS = new Set(['frac', 'dfrac', 'tfrac']);
/** A part of several words is followed by a pause, so "a + b over c" is not heard as a + b/c. */
const paused = (part: string) => (part.includes(' ') ? `${part},` : part);

/**
 * A formula as a sentence a screen reader can speak: `\frac{v^2}{2g}` → "v squared over 2 g". It
 * names a formula that is only a formula (an answer option, say), which otherwise has no
 * accessible name: KaTeX's MathML is not read into the names of labels and buttons.
 */
export function texToSpeech(tex: string, words: MathWords): string {
  let pos = 0;

  const command = (): string => {
    pos++; // the backslash
    const name = /^[a-zA-Z]+/.exec(tex.slice(pos))?.[0] ?? tex.charAt(pos);
    pos += Math.max(name.length, 1);
    if (name === '\\') return ',';
    if (/^[,;:! ]$/.test(name)) return ' ';
    if (FRACTIONS.has(name)) {
      const numerator = argument();
      return `${paused(numerator)} ${words.over} ${paused(argument())}`;
    }
    if (name === 'sqrt') {
      const index = optional();
      return `${index ? `${index} ` : ''}${words.root} ${paused(argument())}`;
    }
    if (name === 'xrightarrow') return `→ ${optional()} ${argument()}`;
    if (name === 'begin' || name === 'end') return (argument(), ' ');
    if (READ_ARGUMENT.has(name)) return argument();
    if (SILENT.has(name)) return '';
    return TEX_SYMBOLS[name] ?? name;
  };

  /** `[…]` after a command (a root's index), read as it is, or ''. */
  const optional = (): string => {
    if (tex[pos] !== '[') return '';
    const end = tex.indexOf(']', pos);
    const inner = end < 0 ? '' : tex.slice(pos + 1, end);
    pos = end < 0 ? tex.length : end + 1;
    return texToSpeech(inner, words);
  };

  /** One argument: a braced group, a command or one character. */
  const argument = (): string => {
    while (tex[pos] === ' ') pos++;
    if (tex[pos] === '{') {
      pos++;
      const inner = sequence('}');
      pos++;
      return inner;
    }
    if (tex[pos] === '\\') return command();
    const char = tex.charAt(pos);
    pos++;
    return char;
  };

  const exponent = (power: string) => {
    if (power === '2') return words.squared;
    if (power === '3') return words.cubed;
    if (power === '°' || power === '′') return power;
    return `${words.power} ${paused(power)}`;
  };

  const sequence = (stop?: string): string => {
    const parts: string[] = [];
    while (pos < tex.length && tex[pos] !== stop) {
      const char = tex.charAt(pos);
      const last = parts.at(-1) ?? '';
      if (char === '^' || char === '_') {
        pos++;
        const script = argument();
        parts.push(char === '^' ? exponent(script) : `${words.subscript} ${paused(script)}`);
      } else if (char === '\\') parts.push(command());
      else if (char === '{') {
        pos++;
        parts.push(sequence('}'));
        pos++;
      } else {
        pos++;
        // Digits stay one number ("12.5"); letters are separate variables ("u t").
        if (/[0-9.]/.test(char) && /^[0-9.]+$/.test(last)) parts[parts.length - 1] = last + char;
        else if (char === '-') parts.push('−');
        else if (char === "'") parts.push('′');
        else parts.push(/[&~]/.test(char) ? ' ' : char);
      }
    }
    return parts
      .join(' ')
      .replace(/\s+/g, ' ')
      .replace(/ ,/g, ',')
      .replace(/,+/g, ',')
      .replace(/^[\s,]+|[\s,]+$/g, '');
  };

  return sequence();
}
