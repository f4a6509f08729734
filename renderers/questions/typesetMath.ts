import katex from 'katex';
import 'katex/dist/katex.min.css';
import { fragmentFromMarkup } from './fragmentFromMarkup.ts';

/**
 * A formula typeset as HTML (with MathML for screen readers), as nodes ready for the page. KaTeX is
 * a quarter of a question route's script, so it comes in its own chunk: RichText shows formulas as
 * plain text until it arrives.
 */
export function typesetMath(tex: string, display: boolean): DocumentFragment {
  // KaTeX escapes whatever it is given and, without `trust`, refuses links and raw HTML; a
  // formula it cannot parse comes back as its source in red rather than an exception.
  const markup = katex.renderToString(tex, {
    displayMode: display,
    throwOnError: false,
    output: 'htmlAndMathml',
    strict: 'ignore',
  });
  return fragmentFromMarkup(markup);
}
