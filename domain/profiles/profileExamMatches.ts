/**
 * Whether a profile's goal and exam are a pair of the exam list (shell spec §4, "Profile
 * selection"): an exam that was retired, or moved to another goal, leaves the profile pointing
 * nowhere, and the person is sent to choose again.
 */
export function profileExamMatches(
  profile: { primary_goal: string | null; primary_exam: string | null },
  exams: readonly { code: string; parent_code: string }[],
): boolean {
  return exams.some(
    (e) => e.code === profile.primary_exam && e.parent_code === profile.primary_goal,
  );
}
