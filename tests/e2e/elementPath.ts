/**
 * Where a finding is, as a selector-ish path ("header.site-header > nav > li.menu-item"), up to the
 * nearest id. Runs in the page (passed by runInPage.ts), so it must not use anything outside itself.
 */
export function elementPath(element: Element): string {
  const parts: string[] = [];
  const MAX_DEPTH = 6;
  for (
    let at: Element | null = element;
    at && at !== document.body && parts.length < MAX_DEPTH;
    at = at.parentElement
  ) {
    const tag = at.tagName.toLowerCase();
    const first = at.classList[0];
    parts.unshift(at.id ? `${tag}#${at.id}` : first ? `${tag}.${first}` : tag);
    if (at.id) break;
  }
  return parts.join(' > ');
}
