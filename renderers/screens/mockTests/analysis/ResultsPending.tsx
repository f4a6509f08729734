import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { bundleMetaCall } from '../../../../domain/contracts/mockTests.ts';
import { TEST_SUMMARY_PATH } from '../../../../domain/tiles/tileTarget.ts';
import { useCall } from '../../../../runtime/api/useCall.ts';
import { localeAtom } from '../../../../runtime/i18n/localeAtom.ts';
import { useMomentFormat } from '../../../tiles/useMomentFormat.ts';

/**
 * The results of a scheduled test before its answer key is out. The refusal names no date, so
 * the test's schedule (its meta) says when; without it the page says only that they will come.
 */
export function ResultsPending({ code }: { code: string }) {
  const locale = useAtomValue(localeAtom);
  const format = useMomentFormat();
  const { data, error } = useCall(
    bundleMetaCall,
    code ? { params: { code }, query: { locale } } : null,
  );
  const moments = data?.data.test_time_details;
  const known = data !== undefined || error !== undefined || !code;
  return (
    <section className="test-page test-pending" aria-labelledby="test-pending-title">
      <h1 id="test-pending-title">
        <FormattedMessage id="test.pending.title" />
      </h1>
      {known && (
        <p role="status">
          {moments ? (
            <FormattedMessage
              id="test.pending.resultsOn"
              values={{ dateTime: format.dateTime(moments.answerKeyAt) }}
            />
          ) : (
            <FormattedMessage id="test.pending.later" />
          )}
        </p>
      )}
      {code && (
        <Link className="button ghost" to={`${TEST_SUMMARY_PATH}/${encodeURIComponent(code)}`}>
          <FormattedMessage id="test.pending.summary" />
        </Link>
      )}
    </section>
  );
}
