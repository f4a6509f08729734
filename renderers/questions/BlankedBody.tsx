import { Fragment, type ReactNode } from 'react';
import { RichText } from './RichText.tsx';
import { splitAtBlanks } from './richTextSegments.ts';

/** A marker beyond the question's count of blanks stays what it was written as. */
const BLANK_AS_TEXT = '____';

export interface BlankedBodyProps {
  body: string;
  /** How many blanks the question has: blanks the body does not mark are added after it. */
  count: number;
  renderBlank: (index: number) => ReactNode;
}

/** A question body with a control where each blank is, in reading order. */
export function BlankedBody({ body, count, renderBlank }: BlankedBodyProps) {
  const pieces = splitAtBlanks(body);
  const marked = pieces.length - 1;
  const extra = Array.from({ length: Math.max(0, count - marked) }, (_, i) => marked + i);
  return (
    <div className="question-blanked">
      <p className="question-blanked__body">
        {pieces.map((piece, index) => (
          <Fragment key={index}>
            {piece && <RichText text={piece} />}
            {index < marked && (index < count ? renderBlank(index) : BLANK_AS_TEXT)}
          </Fragment>
        ))}
      </p>
      {extra.length > 0 && (
        <p className="question-blanked__extra">{extra.map((index) => renderBlank(index))}</p>
      )}
    </div>
  );
}
