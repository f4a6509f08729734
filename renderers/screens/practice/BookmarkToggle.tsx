import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  questionBookmarkCall,
  questionBookmarkStatusCall,
} from '../../../domain/contracts/practice.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { currentProfileAtom } from '../../../runtime/session/authState.ts';
import { reportPracticeError } from './practiceCalls.ts';

/**
 * Bookmarks the question for the current child. The state changes only when the service agrees
 * (spec §4, "Bookmarks"); clicks while a request is out are ignored, and a failure says
 * "Something went wrong" (spec §7). Without a child profile (a bare web view) there is none.
 */
export function BookmarkToggle({ code }: { code: string }) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const profile = useAtomValue(currentProfileAtom);
  const { primary_goal: goal, primary_exam: exam } = profile?.profile_details ?? {};
  const who = profile && {
    child_id: profile.id,
    content_id: code,
    locale,
    ...(goal && { goal_name: goal }),
    ...(exam && { exam_name: exam }),
  };
  const { data } = useCall(questionBookmarkStatusCall, who ? { query: who } : null);
  const [saved, setSaved] = useState<boolean>();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);
  if (!who) return null;
  const bookmarked = saved ?? data?.data.bookmarked ?? false;

  const toggle = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setFailed(false);
    const feature = 'practice_bookmark';
    try {
      const answer = await callApi(questionBookmarkCall, {
        body: {
          ...who,
          content_type: 'Question',
          content_category_type: 'Practice',
          // Where it was bookmarked, kept with the bookmark (spec §3 "Bookmark").
          source: 'practice',
          bookmarked: !bookmarked,
        },
        feature,
      });
      setSaved(answer.body.data.bookmarked);
    } catch (error) {
      reportPracticeError(error, feature);
      setFailed(true);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return (
    <span className="practice-bookmark">
      <button
        type="button"
        className="button ghost"
        aria-pressed={bookmarked}
        aria-busy={pending || undefined}
        aria-label={intl.formatMessage({ id: 'practice.bookmark.label' })}
        onClick={() => void toggle()}
      >
        <span aria-hidden="true">{bookmarked ? '★' : '☆'}</span>
      </button>
      {failed && (
        <span role="alert" className="practice-error">
          <FormattedMessage id="practice.bookmark.failed" />
        </span>
      )}
    </span>
  );
}
