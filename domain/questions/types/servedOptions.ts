import * as z from 'zod/mini';
import { textIn, type LocalisedText } from '../../rules/localisedText.ts';
import { seededShuffle } from '../../rules/seededShuffle.ts';

/** An option as the player shows it: its id and its text in the reader's language. */
export const shownOption = z.object({ id: z.string(), text: z.string() });

export const servedOptions = (
  list: readonly { id: string; text: LocalisedText }[],
  locale: string,
) => list.map((o) => ({ id: o.id, text: textIn(o.text, locale) }));

/** Bank answers are written in order; the player must not show them so. */
export function seededOrder<T extends { id: string }>(items: readonly T[], seed: string): T[] {
  const shuffled = seededShuffle(items, seed);
  // Never the written order (which may be the answer): rotate by one if the shuffle kept it.
  const same = shuffled.every((item, i) => item.id === items[i]?.id);
  return same && shuffled.length > 1 ? [...shuffled.slice(1), shuffled[0] as T] : shuffled;
}
