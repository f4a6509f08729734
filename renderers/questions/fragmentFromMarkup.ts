/** Where a style attribute waits while its element is parsed. */
const PARKED_STYLE = 'data-parked-style';
const STYLE_ATTRIBUTE = / style="/g;

type Styled = HTMLElement | SVGElement | MathMLElement;

/**
 * KaTeX's markup as nodes of this page. Its style attributes carry the layout, and our
 * Content-Security-Policy (style-src 'self') refuses every style attribute the browser parses, in
 * any document this page makes. So each is renamed before parsing and applied afterwards through
 * the CSSOM, which the policy leaves alone. The rename is textual: KaTeX escapes every text and
 * attribute value (a `"` is always `&quot;`), so ` style="` can only open a style attribute.
 */
export function fragmentFromMarkup(markup: string): DocumentFragment {
  const parked = markup.replace(STYLE_ATTRIBUTE, ` ${PARKED_STYLE}="`);
  const template = document.createElement('template');
  template.innerHTML = parked;
  const fragment = document.importNode(template.content, true);
  for (const element of fragment.querySelectorAll<Styled>(`[${PARKED_STYLE}]`)) {
    element.style.cssText = element.getAttribute(PARKED_STYLE) ?? '';
    element.removeAttribute(PARKED_STYLE);
  }
  return fragment;
}
