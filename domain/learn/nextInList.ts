/** The video after the current one in a play list; undefined at its end or when it is not in it. */
export function nextInList(
  list: readonly string[] | undefined,
  currentId: string,
): string | undefined {
  if (!list) return undefined;
  const index = list.indexOf(currentId);
  return index === -1 ? undefined : list[index + 1];
}
