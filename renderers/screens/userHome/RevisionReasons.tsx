import { FormattedMessage } from 'react-intl';
import type { RevisionItem } from '../../../domain/contracts/revisionList.ts';
import type { RevisionReasonKind } from '../../../domain/practice/revisionList.ts';
import { useMomentFormat } from '../../tiles/useMomentFormat.ts';

/** The words of each reason (a record over the reasons, so a new one cannot go unworded). */
const REASON_MESSAGES: Record<RevisionReasonKind, string> = {
  practice_wrong: 'revision.reason.practice_wrong',
  test_wrong: 'revision.reason.test_wrong',
  bookmarked: 'revision.reason.bookmarked',
};

/** Why a question is here, in words: wrong in practice, wrong in a test (named), bookmarked. */
export function RevisionReasons({ item }: { item: RevisionItem }) {
  const format = useMomentFormat();
  return (
    <span className="revision-reasons">
      {item.reasons.map((reason) => (
        <span key={reason.kind} className="revision-reason" data-reason={reason.kind}>
          <FormattedMessage
            id={REASON_MESSAGES[reason.kind]}
            values={{ test: reason.test_title ?? '', date: format.date(reason.at) }}
          />
        </span>
      ))}
    </span>
  );
}
