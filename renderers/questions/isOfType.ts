/**
 * Whether a content or an answer is of the given question type: the one place the view narrows,
 * so each type's component receives its own type's props.
 */
export function isOfType<T extends string, V extends { type: string }>(
  type: T,
  value: V,
): value is Extract<V, { type: T }> {
  return value.type === type;
}
