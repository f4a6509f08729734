/** The parts of a learn path name, "goal--exam--subject--unit--chapter--topic". */
const SEPARATOR = '--';
const SUBJECT_PART = 2;
const CHAPTER_PART = 4;

/** The subject and chapter a learn path names, where it is long enough to name them. */
export function learnPathPlace(path: string | undefined): { subject?: string; chapter?: string } {
  const parts = (path ?? '').split(SEPARATOR);
  const subject = parts[SUBJECT_PART];
  const chapter = parts[CHAPTER_PART];
  return { ...(subject && { subject }), ...(chapter && { chapter }) };
}
