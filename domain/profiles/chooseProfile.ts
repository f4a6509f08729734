/**
 * The current profile after connected profiles load (shell spec §4, "Profile selection"): the one
 * matching the stored child id, else the first; the homework app chooses none when the stored one
 * is missing, so a shared school device never opens the wrong child's homework.
 */
export function chooseProfile(
  profileIds: readonly string[],
  storedChildId: string | undefined,
  options: { homeworkApp: boolean },
): string | undefined {
  if (storedChildId !== undefined && profileIds.includes(storedChildId)) return storedChildId;
  return options.homeworkApp ? undefined : profileIds[0];
}
