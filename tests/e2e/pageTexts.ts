/**
 * The text nodes of the page with the element that styles them (for a closed <select>, the select).
 * 'shown': what the eye meets — rendered, not visually hidden (clip-path: inset(50%), the
 * .visually-hidden way), and of a <select> only the chosen
 * option (the others show when it opens, in the same fonts). 'read': what a screen reader meets —
 * visually hidden text too, every option of a rendered <select>, nothing under aria-hidden.
 * Runs in the page beside a check (runInPage.ts), so it uses nothing outside itself.
 */
export function pageTexts(which: 'shown' | 'read'): { node: Text; element: Element }[] {
  const found: { node: Text; element: Element }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!(node instanceof Text) || !element || node.data.trim() === '') continue;
    if (element.closest('script, style, noscript, template')) continue;
    const select = element.closest('option')?.closest('select');
    const styled = select ?? element;
    if (!styled.checkVisibility({ visibilityProperty: which === 'shown' })) continue;
    if (which === 'shown') {
      if (select && !element.closest('option')?.selected) continue;
      let hidden = false;
      for (let at: Element | null = element; at && !hidden; at = at.parentElement)
        hidden = getComputedStyle(at).clipPath === 'inset(50%)';
      if (hidden) continue;
    } else if (element.closest('[aria-hidden="true"]')) continue;
    found.push({ node, element: which === 'shown' ? styled : element });
  }
  return found;
}
