/**
 * Classroom invite codes (docs/decisions/classrooms.md "Invite codes"): eight characters from an
 * alphabet without the look-alikes 0/O and 1/I/L, so a code read off a board or a phone is typed
 * right; 31⁸ ≈ 8.5 × 10¹¹ codes keep guessing hopeless under the rate limits.
 */

export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;
/** How long a new code admits students, unless the institute says otherwise. */
export const INVITE_CODE_DAYS = 30;

const STORED = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);
const HALF = INVITE_CODE_LENGTH / 2;

/**
 * The stored form of a typed code: any case, with or without the dash and spaces. Undefined
 * when what is left is not a code (a wrong length, a character outside the alphabet).
 */
export function normaliseInviteCode(typed: string): string | undefined {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  return STORED.test(code) ? code : undefined;
}

/** A code as shown to people: `ABCD-EFGH`. */
export function formatInviteCode(code: string): string {
  return `${code.slice(0, HALF)}-${code.slice(HALF)}`;
}

/**
 * A new code, each character drawn by `randomIndex(n)` (an integer in 0..n-1; the server hands
 * in `crypto.randomInt`, so codes cannot be predicted).
 */
export function drawInviteCode(randomIndex: (below: number) => number): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i += 1)
    code += INVITE_CODE_ALPHABET.charAt(randomIndex(INVITE_CODE_ALPHABET.length));
  return code;
}
