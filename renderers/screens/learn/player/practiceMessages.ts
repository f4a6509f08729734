/** The practice messages an annotation point shows, one picked at random (spec §2). */
export const PRACTICE_MESSAGE_IDS = [
  'player.practice.message1',
  'player.practice.message2',
  'player.practice.message3',
  'player.practice.message4',
] as const;

export type PracticeMessageId = (typeof PRACTICE_MESSAGE_IDS)[number];

export function pickPracticeMessage(random: () => number = Math.random): PracticeMessageId {
  const index = Math.min(
    PRACTICE_MESSAGE_IDS.length - 1,
    Math.floor(random() * PRACTICE_MESSAGE_IDS.length),
  );
  return PRACTICE_MESSAGE_IDS[index] ?? PRACTICE_MESSAGE_IDS[0];
}
