import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { questionDetailsCall } from '../../../../domain/contracts/mockTests.ts';
import { useCall } from '../../../../runtime/api/useCall.ts';
import { localeAtom } from '../../../../runtime/i18n/localeAtom.ts';
import { QuestionView } from '../../../questions/QuestionView.tsx';
import { RichText } from '../../../questions/RichText.tsx';
import { LockIcon } from '../../../tiles/TileIcons.tsx';
import { useMomentFormat } from '../../../tiles/useMomentFormat.ts';
import type { AnalysedQuestion } from './questionResults.ts';

export interface Releases {
  solutions: boolean;
  /** When worked solutions open (null: they are open, or the moment is not known). */
  solutionsAt: number | null;
}

export interface QuestionDetailsProps {
  id: string;
  sessionId: string;
  question: AnalysedQuestion;
  releases: Releases;
}

const keepAnswer = () => undefined;

/**
 * A question of the finished test as the student answered it, marked against the key, with its
 * explanation once solutions are out (and when they open until then). The analysis comes only
 * after the answer key, so a question without its key is an exception, said plainly.
 */
export function QuestionDetails({ id, sessionId, question, releases }: QuestionDetailsProps) {
  const locale = useAtomValue(localeAtom);
  const format = useMomentFormat();
  const { data, error, mutate } = useCall(questionDetailsCall, {
    params: { code: question.code },
    query: { locale, session_id: sessionId },
  });

  let body;
  if (error && !data) {
    body = (
      <p role="alert" className="test-error">
        <FormattedMessage id="test.analysis.questionFailed" />{' '}
        <button type="button" className="button ghost" onClick={() => void mutate()}>
          <FormattedMessage id="test.retry" />
        </button>
      </p>
    );
  } else if (!data) {
    body = (
      <p role="status">
        <FormattedMessage id="test.analysis.questionLoading" />
      </p>
    );
  } else {
    const details = data.data;
    body = (
      <>
        <QuestionView
          question={details}
          answer={question.selected ?? undefined}
          onChange={keepAnswer}
          disabled
          {...(details.key && { check: details.key })}
        />
        {details.key === null && (
          <p className="test-locked" data-locked="answerKey">
            <LockIcon />
            <FormattedMessage id="test.analysis.keyLocked" />
          </p>
        )}
        {details.explanation !== null && details.explanation !== '' && (
          <div className="test-explanation">
            <h4>
              <FormattedMessage id="test.analysis.explanation" />
            </h4>
            <RichText text={details.explanation} />
          </div>
        )}
        {details.explanation === null && !releases.solutions && (
          <p className="test-locked" data-locked="solutions">
            <LockIcon />
            {releases.solutionsAt === null ? (
              <FormattedMessage id="test.analysis.solutionsLocked" />
            ) : (
              <FormattedMessage
                id="test.analysis.solutionsLockedUntil"
                values={{ dateTime: format.dateTime(releases.solutionsAt) }}
              />
            )}
          </p>
        )}
      </>
    );
  }
  return (
    <div className="test-question-details" id={id}>
      {body}
    </div>
  );
}
