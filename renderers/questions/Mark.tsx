import { FormattedMessage } from 'react-intl';
import type { MarkKind } from './keyMarks.ts';

const ICON: Readonly<Record<MarkKind, string>> = { right: '✓', wrong: '✗', key: '✓' };

export interface MarkProps {
  kind: MarkKind;
  /** Symbol only on screen (a grid cell), the words still read out. */
  compact?: boolean;
}

/** Right, wrong or "the answer", in words as well as colour and symbol. */
export function Mark({ kind, compact = false }: MarkProps) {
  return (
    <span className={`question-mark question-mark--${kind}`}>
      <span aria-hidden="true">{ICON[kind]}</span>{' '}
      <span className={compact ? 'visually-hidden' : undefined}>
        {kind === 'right' && <FormattedMessage id="question.mark.right" />}
        {kind === 'wrong' && <FormattedMessage id="question.mark.wrong" />}
        {kind === 'key' && <FormattedMessage id="question.mark.key" />}
      </span>
    </span>
  );
}

/** The overall result beside an input that has no options to mark (a number, a relation). */
export function ResultMark({ correct }: { correct: boolean }) {
  return <Mark kind={correct ? 'right' : 'wrong'} />;
}
