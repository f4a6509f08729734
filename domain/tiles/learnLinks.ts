import { LEARN_PATH_SEPARATOR } from '../rules/learnPath.ts';

/** Query parameter of the summary pages that carries the learn path (learning-experience spec §2). */
export const LEARN_MAP_PARAM = 'learnmap_id';
/** Query parameter of the book tables of contents that carries the book. */
export const BOOK_ID_PARAM = 'book_id';

export const LEARN_SUMMARY_PATH = '/learn/summary';
export const TOPIC_SUMMARY_PATH = '/topic/summary';
export const VIDEO_SUMMARY_PATH = '/video/summary';
/** Goal and exam levels have no summary page of their own: the learn home is their page. */
export const LEARN_HOME_PATH = '/learn/home';

/** The three tables of contents: ordinary books, big books and live-class books. */
export const BOOK_TOC_PATHS = {
  book: '/booktoc',
  bigBook: '/bigbooktoc',
  liveClassBook: '/live-class-booktoc',
} as const;

export type BookKind = keyof typeof BOOK_TOC_PATHS;

/** The node's own code: the last segment of its learn path ("…--physics--kinematics" → "kinematics"). */
export function codeOfLearnPath(learnPath: string): string {
  const segments = learnPath.split(LEARN_PATH_SEPARATOR).filter((s) => s !== '');
  return segments.at(-1) ?? '';
}

function summaryHref(base: string, learnPath: string): string {
  const query = new URLSearchParams({ [LEARN_MAP_PARAM]: learnPath });
  return `${base}/${encodeURIComponent(codeOfLearnPath(learnPath))}?${query.toString()}`;
}

/** `/learn/summary/{code}?learnmap_id={learnPath}` for a subject, unit or chapter. */
export function learnSummaryHref(learnPath: string): string {
  return summaryHref(LEARN_SUMMARY_PATH, learnPath);
}

/** `/topic/summary/{code}?learnmap_id={learnPath}` for a topic. */
export function topicSummaryHref(learnPath: string): string {
  return summaryHref(TOPIC_SUMMARY_PATH, learnPath);
}

/** `/booktoc/{contextSource}?book_id={id}` (or the big-book / live-class variant). */
export function bookTocHref(kind: BookKind, bookId: string, contextSource?: string): string {
  const context = contextSource ? `/${encodeURIComponent(contextSource)}` : '';
  const query = new URLSearchParams({ [BOOK_ID_PARAM]: bookId });
  return `${BOOK_TOC_PATHS[kind]}${context}?${query.toString()}`;
}

/** Where a place in the syllabus is shown: topics on their summary, goal and exam on the learn home. */
export function syllabusNodeHref(node: { level: string; learnpath_name: string }): string {
  if (node.level === 'topic') return topicSummaryHref(node.learnpath_name);
  if (node.level === 'goal' || node.level === 'exam') return LEARN_HOME_PATH;
  return learnSummaryHref(node.learnpath_name);
}

/**
 * The learn path a summary route asks for: its learnmap_id, or else an id that is itself a learn
 * path (old links put the whole path in the id). Undefined means there is nothing to show.
 */
export function learnPathOfRoute(
  id: string | undefined,
  learnMapId: string | null | undefined,
): string | undefined {
  if (learnMapId) return learnMapId;
  if (id?.includes(LEARN_PATH_SEPARATOR)) return id;
  return undefined;
}
