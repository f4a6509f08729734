import { BLANK_PATTERN } from '../../domain/questions/questionTypes.ts';

/** A piece of a question text: plain text, or a formula between `$…$` (inline) or `$$…$$` (display). */
export type RichSegment =
  | { kind: 'text'; text: string; raw: string }
  | { kind: 'math'; tex: string; display: boolean; raw: string };

/** Where the next unescaped `delimiter` starts at or after `from`, or -1. */
function closing(source: string, delimiter: string, from: number): number {
  for (let i = from; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source.startsWith(delimiter, i)) return i;
  }
  return -1;
}

/**
 * Splits a text into plain and math segments. `\$` is a literal dollar; an opening `$` without
 * its closing one stays text, so a stray dollar never swallows the rest of a question.
 */
export function parseRichText(source: string): RichSegment[] {
  const segments: RichSegment[] = [];
  let text = '';
  let raw = '';
  const flush = () => {
    if (raw) segments.push({ kind: 'text', text, raw });
    text = '';
    raw = '';
  };
  let i = 0;
  while (i < source.length) {
    if (source.startsWith('\\$', i)) {
      text += '$';
      raw += '\\$';
      i += 2;
      continue;
    }
    if (source[i] === '$') {
      const display = source.startsWith('$$', i);
      const delimiter = display ? '$$' : '$';
      const end = closing(source, delimiter, i + delimiter.length);
      const tex = end < 0 ? '' : source.slice(i + delimiter.length, end);
      if (tex.trim()) {
        flush();
        const next = end + delimiter.length;
        segments.push({ kind: 'math', tex, display, raw: source.slice(i, next) });
        i = next;
        continue;
      }
    }
    const char = source.charAt(i);
    text += char;
    raw += char;
    i++;
  }
  flush();
  return segments;
}

/**
 * Splits a body at its blanks (runs of two or more underscores, learning-experience spec §5),
 * outside formulas only: n blanks give n + 1 pieces, each still rich text.
 */
export function splitAtBlanks(body: string): string[] {
  const pieces: string[] = [];
  let current = '';
  const blank = new RegExp(BLANK_PATTERN.source);
  for (const segment of parseRichText(body)) {
    if (segment.kind === 'math') {
      current += segment.raw;
      continue;
    }
    const [first = '', ...rest] = segment.raw.split(blank);
    current += first;
    for (const piece of rest) {
      pieces.push(current);
      current = piece;
    }
  }
  pieces.push(current);
  return pieces;
}
