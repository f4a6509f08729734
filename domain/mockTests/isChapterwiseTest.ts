/** A code of this many double-dash parts or more names a chapter: goal--exam--subject--unit--chapter. */
export const CHAPTERWISE_CODE_PARTS = 5;

/** Chapter-wise tests (spec §5): the type says so, or the code is a chapter's learn path. */
export function isChapterwiseTest(type: string, code: string): boolean {
  return type === 'chapterwise_test' || code.split('--').length >= CHAPTERWISE_CODE_PARTS;
}
