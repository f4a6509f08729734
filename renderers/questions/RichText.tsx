import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { texToPlain } from './plainMath.ts';
import { parseRichText } from './richTextSegments.ts';

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

function Formula({ tex, display }: { tex: string; display: boolean }) {
  const typesetNow = useTypeset();
  const formula = useRef<HTMLSpanElement>(null);
  // The only markup ever placed: KaTeX's own output for the formula, as nodes rather than
  // innerHTML, whose style attributes the Content-Security-Policy would refuse.
  useLayoutEffect(() => {
    if (typesetNow) formula.current?.replaceChildren(typesetNow(tex, display));
  }, [typesetNow, tex, display]);
  const className = display ? 'math math--display' : 'math';
  if (typesetNow === undefined)
    return (
      <span key="plain" className={`${className} math--plain`}>
        {texToPlain(tex)}
      </span>
    );
  return <span key="typeset" ref={formula} className={className} />;
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
