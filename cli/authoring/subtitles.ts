/** A subtitle cue: what is shown and when, in seconds from the start of the video. */
export interface Cue {
  start: number;
  end: number;
  /** One or two lines. */
  lines: string[];
}

/** A cue holds at most two lines of about 40 characters: what a phone screen shows readably. */
export const MAX_CUE_CHARS = 80;
const MAX_LINE_CHARS = 42;

/** Sentence ends in English and in Hindi (the danda), followed by a space. */
const SENTENCE_END = /(?<=[.!?।])\s+/u;

/**
 * Splits one slide's narration into cue texts of at most MAX_CUE_CHARS: whole sentences where they
 * fit, short sentences joined, long ones cut at a clause or word boundary into balanced pieces.
 */
export function splitCueTexts(narration: string, maxChars = MAX_CUE_CHARS): string[] {
  const text = narration.replace(/\s+/g, ' ').trim();
  const pieces = text.split(SENTENCE_END).flatMap((s) => splitLong(s, maxChars));
  const cues: string[] = [];
  for (const piece of pieces) {
    const last = cues.at(-1);
    if (last !== undefined && last.length + 1 + piece.length <= maxChars) {
      cues[cues.length - 1] = `${last} ${piece}`;
    } else {
      cues.push(piece);
    }
  }
  return cues;
}

/** Cuts a too-long sentence into ceil(length / max) pieces of about equal length. */
function splitLong(sentence: string, maxChars: number): string[] {
  if (sentence.length <= maxChars) return [sentence];
  const count = Math.ceil(sentence.length / maxChars);
  const cut = bestBreak(sentence, sentence.length / count, maxChars, (count - 1) * maxChars);
  return [sentence.slice(0, cut).trim(), ...splitLong(sentence.slice(cut).trim(), maxChars)];
}

/** Words that open a clause, in English and Hindi: a cue reads best when it starts with one. */
const CLAUSE_OPENERS = new Set(
  'and but so or which that where when while because then और लेकिन तो या जो जब जबकि क्योंकि यानी तथा इसलिए'.split(
    ' ',
  ),
);

/**
 * Where to cut: a space within `limit`, leaving at most `restLimit` after it, as near to `target`
 * as possible. A clause end (comma, semicolon, colon, dash) or a clause-opening word may pull the
 * cut further from the target, because a cue that ends on a clause reads naturally.
 */
function bestBreak(text: string, target: number, limit: number, restLimit: number): number {
  let best = -1;
  let bestScore = Infinity;
  for (let i = 1; i < text.length && i <= limit; i++) {
    if (text[i] !== ' ' || text.length - i - 1 > restLimit) continue;
    const nextWord =
      text
        .slice(i + 1)
        .split(' ', 1)[0]
        ?.toLowerCase() ?? '';
    const clauseEnd = /[,;:–—]/u.test(text[i - 1] ?? '');
    const bonus = clauseEnd ? 24 : CLAUSE_OPENERS.has(nextWord) ? 10 : 0;
    const score = Math.abs(i - target) - bonus;
    if (score < bestScore) {
      bestScore = score;
      best = i;
    }
  }
  // A single word longer than the limit cannot be cut at a space; cut it where the limit falls.
  return best > 0 ? best : limit;
}

/**
 * Breaks a cue text into two lines when it is too long for one: at the space nearest its middle,
 * or at a comma a little further off, so each line holds a piece of sense.
 */
export function wrapLines(text: string): string[] {
  if (text.length <= MAX_LINE_CHARS) return [text];
  const middle = text.length / 2;
  let cut = -1;
  let cutScore = Infinity;
  for (let i = 1; i < text.length; i++) {
    if (text[i] !== ' ') continue;
    const score = Math.abs(i - middle) - (/[,;:]/u.test(text[i - 1] ?? '') ? 8 : 0);
    if (score < cutScore) {
      cutScore = score;
      cut = i;
    }
  }
  return cut < 0 ? [text] : [text.slice(0, cut), text.slice(cut + 1)];
}

/**
 * Times a slide's cues across the span in which its narration is spoken, each in proportion to
 * its length: the voice speaks at an even pace, so text length is a good proxy for time.
 */
export function timeCues(texts: readonly string[], speechStart: number, speechEnd: number): Cue[] {
  const total = texts.reduce((sum, t) => sum + t.length, 0);
  const span = speechEnd - speechStart;
  let done = 0;
  return texts.map((text) => {
    const start = speechStart + (span * done) / total;
    done += text.length;
    return { start, end: speechStart + (span * done) / total, lines: wrapLines(text) };
  });
}

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** A WebVTT file of the cues, numbered from 1. */
export function webVtt(cues: readonly Cue[]): string {
  const blocks = cues.map(
    (cue, i) =>
      `${i + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${cue.lines.join('\n')}\n`,
  );
  return `WEBVTT\n\n${blocks.join('\n')}`;
}
