import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { RevisionItem } from '../../../domain/contracts/revisionList.ts';
import { timelineQuestionCall } from '../../../domain/contracts/timelineQuestion.ts';
import { practiseAgainHref } from '../../../domain/practice/practiceLinks.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { QuestionView } from '../../questions/QuestionView.tsx';
import { RichText } from '../../questions/RichText.tsx';

const keepAnswer = () => undefined;

/**
 * A question of the revision list, opened: as the student last answered it, marked against the
 * key, with its worked solution — the question view in review mode, as the test analysis shows
 * it — and "Practise this again", which practises the chapter with this question first. Fetched
 * only once opened (the timeline's question call, which serves only questions the student met).
 */
export function RevisionQuestion({
  item,
  chapterName,
}: {
  item: RevisionItem;
  chapterName: string;
}) {
  const locale = useAtomValue(localeAtom);
  const { data, error, mutate } = useCall(
    timelineQuestionCall,
    item.seen_in === null
      ? null
      : { params: { type: item.seen_in, id: item.code }, query: { locale } },
  );

  let body;
  if (item.seen_in === null) {
    body = (
      <p className="revision-note">
        <FormattedMessage id="revision.notAnswered" />
      </p>
    );
  } else if (error && !data) {
    body = (
      <p role="alert" className="revision-note">
        <FormattedMessage id="revision.questionFailed" />{' '}
        <button type="button" className="button ghost" onClick={() => void mutate()}>
          <FormattedMessage id="revision.retry" />
        </button>
      </p>
    );
  } else if (!data) {
    body = (
      <p role="status">
        <FormattedMessage id="revision.questionLoading" />
      </p>
    );
  } else {
    const shown = data.data;
    body = (
      <>
        <QuestionView
          question={shown}
          answer={shown.selected ?? undefined}
          onChange={keepAnswer}
          disabled
          check={shown.key}
        />
        {shown.explanation !== null && shown.explanation !== '' && (
          <div className="revision-solution">
            <h4>
              <FormattedMessage id="revision.solution" />
            </h4>
            <RichText text={shown.explanation} />
          </div>
        )}
        {shown.explanation === null && (
          <p className="revision-note">
            <FormattedMessage id="revision.solutionLocked" />
          </p>
        )}
      </>
    );
  }

  return (
    <div className="revision-question">
      {body}
      <p>
        <Link
          className="button primary"
          to={practiseAgainHref(item.learn_path, item.code, chapterName)}
        >
          <FormattedMessage id="revision.practiseAgain" />
        </Link>
      </p>
    </div>
  );
}
