/**
 * Dashes phone keyboards and word processors put where the student meant a minus sign; the bank
 * writes both "-9" and "−9", so every one of them reads as a hyphen-minus.
 */
const DASHES = /[\u2010-\u2013\u2212\ufe63\uff0d]/g;
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/;
const FRACTION = /^([+-]?(?:\d+\.?\d*|\.\d+))\/(\d+\.?\d*|\.\d+)$/;
/** Far below any precision a student writes, far above floating-point noise (15/2 against 7.5). */
const RELATIVE_EPSILON = 1e-9;

/** The spelling that counts: case, outer and repeated spaces, and the kind of dash do not. */
function normalise(text: string): string {
  return text.normalize('NFC').replace(DASHES, '-').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** A decimal or a simple fraction a/b; anything else is a word and compares as text. */
function asNumber(text: string): number | undefined {
  // "- 9" and "1 / 2" are numbers as surely as "-9" and "1/2"; "1 2" stays two numbers.
  const compact = text.replace(/^([+-]) /, '$1').replace(/ ?\/ ?/, '/');
  if (DECIMAL.test(compact)) return Number(compact);
  const fraction = FRACTION.exec(compact);
  if (!fraction) return undefined;
  const denominator = Number(fraction[2]);
  return denominator === 0 ? undefined : Number(fraction[1]) / denominator;
}

function sameNumber(a: number, b: number): boolean {
  return Math.abs(a - b) <= RELATIVE_EPSILON * Math.max(Math.abs(a), Math.abs(b));
}

/**
 * Whether a blank as the student filled it is one of its accepted answers. Shared by the
 * fill-in-the-blanks grader and solve-with-us steps so a spelling right in one is right in both.
 */
export function matchBlank(given: string, accepted: readonly string[]): boolean {
  const spelling = normalise(given);
  if (spelling === '') return false;
  const value = asNumber(spelling);
  return accepted.some((answer) => {
    const right = normalise(answer);
    if (right === spelling) return true;
    const rightValue = asNumber(right);
    return value !== undefined && rightValue !== undefined && sameNumber(value, rightValue);
  });
}
