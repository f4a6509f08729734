/**
 * Marks as a paper writes them — "+4", "−1" (a true minus sign), "0" — so a scheme or a question's
 * marks never read like a count of questions.
 */
export function signedMarks(marks: number): string {
  if (marks > 0) return `+${marks}`;
  if (marks < 0) return `\u2212${Math.abs(marks)}`;
  return '0';
}
