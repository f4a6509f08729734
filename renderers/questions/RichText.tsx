import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { texToPlain } from './plainMath.ts';
import { parseRichText } from './richTextSegments.ts';
import { texToSpeech } from './texToSpeech.ts';
import { useMathWords } from './useMathWords.ts';

type Typeset = (tex: string, display: boolean) => DocumentFragment;

let typeset: Typeset | undefined;
let loading: Promise<Typeset> | undefined;

/** KaTeX, fetched once for the whole page. */
function loadTypeset(): Promise<Typeset> {
  loading ??= import('./typesetMath.ts').then((module) => (typeset = module.typesetMath));
  return loading;
}

/** Until KaTeX has arrived, a formula reads as plain text (x², √, π…); then it is typeset. */
function useTypeset(): Typeset | undefined {
  const [loaded, setLoaded] = useState(() => typeset);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void loadTypeset().then((t) => {
      if (live) setLoaded(() => t);
    });
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}

/**
 * A formula: its spoken reading for assistive technology, and for the eye the plain reading until
 * KaTeX has arrived, then the typeset formula. The visible part is hidden from assistive technology
 * because KaTeX's MathML counts for nothing in the name of a label or button (axe and browsers take
 * no text from a `math` element), so an answer option that is only a formula had no name at all.
 */
function Formula({ tex, display }: { tex: string; display: boolean }) {
  const typesetNow = useTypeset();
  const words = useMathWords();
  const speech = useMemo(() => texToSpeech(tex, words), [tex, words]);
  const formula = useRef<HTMLSpanElement>(null);
  // The only markup ever placed: KaTeX's own output for the formula, as nodes rather than
  // innerHTML, whose style attributes the Content-Security-Policy would refuse.
  useLayoutEffect(() => {
    if (typesetNow) formula.current?.replaceChildren(typesetNow(tex, display));
  }, [typesetNow, tex, display]);
  const className = display ? 'math math--display' : 'math';
  return (
    <span className={typesetNow ? className : `${className} math--plain`}>
      <span className="visually-hidden">{speech}</span>
      {typesetNow === undefined ? (
        <span key="plain" aria-hidden="true">
          {texToPlain(tex)}
        </span>
      ) : (
        <span key="typeset" ref={formula} aria-hidden="true" />
      )}
    </span>
  );
}

export interface RichTextProps {
  text: string;
  className?: string;
  id?: string;
}

/** A question text with its formulas typeset; everything else is text, never markup. */
export function RichText({ text, className, id }: RichTextProps) {
  const segments = useMemo(() => parseRichText(text), [text]);
  return (
    <span id={id} className={className ? `rich-text ${className}` : 'rich-text'}>
      {segments.map((segment, index) =>
        segment.kind === 'text' ? (
          segment.text
        ) : (
          <Formula key={index} tex={segment.tex} display={segment.display} />
        ),
      )}
    </span>
  );
}
