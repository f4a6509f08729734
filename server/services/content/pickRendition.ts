/** The height of a quality such as 480p; auto counts as the highest. */
const height = (quality: string) =>
  quality === 'auto' ? Number.POSITIVE_INFINITY : Number.parseInt(quality, 10);

/**
 * The rendition nearest to the asked quality (auto: the best there is), and another one to fall
 * back to when it will not play (the next lower, else the next higher).
 */
export function pickRendition(
  renditions: Readonly<Record<string, string>>,
  asked: string,
): { quality: string; path: string; fallback: string | undefined } {
  const byHeight = Object.entries(renditions).sort(([a], [b]) => height(a) - height(b));
  const target = height(asked);
  const distance = (quality: string) => Math.abs(height(quality) - target);
  let index = 0;
  // Sorted low to high, and a tie goes to the later one: between two as near, the better.
  byHeight.forEach(([quality], i) => {
    if (distance(quality) <= distance(byHeight[index]?.[0] ?? quality)) index = i;
  });
  const chosen = byHeight[index];
  if (!chosen) throw new Error('a video without renditions');
  const fallback = byHeight[index - 1] ?? byHeight[index + 1];
  return { quality: chosen[0], path: chosen[1], fallback: fallback?.[1] };
}
