/**
 * Content codes encode their place in the syllabus tree in one string,
 * e.g. "neet--biology--botany--plant-kingdom". Double dashes are used
 * because single dashes already appear inside slugs.
 */
export const LEARN_PATH_SEPARATOR = '--';

/** Tree levels from broadest to narrowest; order matters for parsing. */
export const LEARN_PATH_PARTS = ['goal', 'exam', 'subject', 'unit', 'chapter', 'topic'] as const;

export type LearnPathPart = (typeof LEARN_PATH_PARTS)[number];

export type LearnPath = Partial<Record<LearnPathPart, string>>;

/**
 * A path is a prefix of the tree, so parsing stops at the first empty
 * segment: a hole ("a----c") cannot be represented and is treated as the
 * end. Segments beyond "topic" have no level and are ignored.
 */
export function parseLearnPath(name: string): LearnPath {
  const path: LearnPath = {};
  const segments = name.split(LEARN_PATH_SEPARATOR);
  for (const [i, part] of LEARN_PATH_PARTS.entries()) {
    const segment = segments[i];
    if (segment === undefined || segment === '') break;
    path[part] = segment;
  }
  return path;
}

/** Inverse of parseLearnPath; stops at the first missing level for the same reason. */
export function formatLearnPath(parts: LearnPath): string {
  const segments: string[] = [];
  for (const part of LEARN_PATH_PARTS) {
    const segment = parts[part];
    if (segment === undefined || segment === '') break;
    segments.push(segment);
  }
  return segments.join(LEARN_PATH_SEPARATOR);
}

export const CHAPTERWISE_TEST_TYPE = 'chapterwise_test';

/** goal--exam--subject--unit--chapter: five levels reach chapter depth. */
export const CHAPTERWISE_MIN_PARTS = 5;

/**
 * Older test records carry no type, so a code that reaches chapter depth is
 * taken as chapterwise too; an explicit type always wins.
 */
export function isChapterwiseTestCode(code: string, type?: string): boolean {
  return (
    type === CHAPTERWISE_TEST_TYPE ||
    code.split(LEARN_PATH_SEPARATOR).length >= CHAPTERWISE_MIN_PARTS
  );
}
