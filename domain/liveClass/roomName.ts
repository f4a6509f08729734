/** An institute's room name is this many characters at the least and at the most. */
const ROOM_NAME_LENGTHS = { min: 3, max: 100 } as const;

/**
 * A meeting room's name as an institute may give it: letters, digits, dashes and underscores
 * (a letter or digit first), so it stays one path segment of every provider's address.
 */
const ROOM_NAME_PATTERN = new RegExp(
  `^[A-Za-z0-9][A-Za-z0-9_-]{${String(ROOM_NAME_LENGTHS.min - 1)},${String(ROOM_NAME_LENGTHS.max - 1)}}$`,
);

/** The rule in words, for the line that refuses a name. */
export const ROOM_NAME_RULE = `${String(ROOM_NAME_LENGTHS.min)} to ${String(ROOM_NAME_LENGTHS.max)} letters, digits, dashes or underscores`;

export function isRoomName(room: string): boolean {
  return ROOM_NAME_PATTERN.test(room);
}
