/** The spec's article routes (shell spec §2, "Other"): the list, and one article by its id. */
export const ARTICLES_PATH = '/articles';
export const ARTICLE_PATH = '/article';

export function articlePath(id: string): string {
  return `${ARTICLE_PATH}?id=${encodeURIComponent(id)}`;
}
