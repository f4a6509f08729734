import katex from 'katex';
import 'katex/dist/katex.min.css';
import { fragmentFromMarkup } from './fragmentFromMarkup.ts';

/**
 * A formula typeset as HTML, as nodes ready for the page; it is for the eye only (RichText gives
 * assistive technology the formula's spoken reading, which MathML could not name). KaTeX is
 * a quarter of a question route's script, so it comes in its own chunk: RichText shows formulas as
 * plain text until it arrives.
 */
export function typesetMath(tex: string, display: boolean): DocumentFragment {
  // KaTeX escapes whatever it is given and, without `trust`, refuses links and raw HTML; a
  // formula it cannot parse comes back as its source in red rather than an exception.
  const markup = katex.renderToString(tex, {
    displayMode: display,
    throwOnError: false,
    output: 'html',
    strict: 'ignore',
    // An inline fraction is set in text style, its numerator and denominator at 70 %: too small
    // to read on a phone. Set like a display fraction, both are as large as the text around it.
    macros: display ? {} : { '\\frac': '\\dfrac' },
  });
  return fragmentFromMarkup(markup);
}
