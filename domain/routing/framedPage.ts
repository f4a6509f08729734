/** The query flag of a page framed inside another (practice over a video): `iframe=true`. */
export const FRAMED_PARAM = 'iframe';

export function isFramed(search: Pick<URLSearchParams, 'get'>): boolean {
  return search.get(FRAMED_PARAM) === 'true';
}
