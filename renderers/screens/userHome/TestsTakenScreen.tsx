import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { testsTakenCall } from '../../../domain/contracts/testsTaken.ts';
import { TEST_HOME_PATH } from '../../../domain/mockTests/testLinks.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { TestTakenCard } from './TestTakenCard.tsx';
import './userHomeLists.css';

/**
 * /user-home/test-taken: the tests the student started and has not submitted first, with the time
 * left to resume them, then every finished test newest first with its score, rank and date (in
 * India's time zone and the Indian forms of the test screens), each opening its analysis.
 */
export function TestsTakenScreen() {
  useCatalogParts('userHome');
  const intl = useIntl();
  const registry = useRegistry();
  const locale = useAtomValue(localeAtom);
  const title = intl.formatMessage({ id: 'testsTaken.title' });
  useDocumentTitle(title);
  const { data, error } = useCall(testsTakenCall, { query: { locale } });
  const items = data?.data.items;
  const started = items?.filter((t) => t.status === 'started') ?? [];
  const finished = items?.filter((t) => t.status === 'finished') ?? [];

  return (
    <section className="user-home-list tests-taken" aria-labelledby="tests-taken-title">
      <h1 id="tests-taken-title">{title}</h1>
      {error ? (
        <p role="alert">
          <FormattedMessage id="testsTaken.failed" />
        </p>
      ) : !items ? (
        <registry.Loading />
      ) : items.length === 0 ? (
        <div className="user-home-empty" role="status">
          <p>
            <FormattedMessage id="testsTaken.empty" />
          </p>
          <Link className="button primary" to={TEST_HOME_PATH}>
            <FormattedMessage id="testsTaken.findTest" />
          </Link>
        </div>
      ) : (
        <>
          {started.length > 0 && (
            <section aria-labelledby="tests-started">
              <h2 id="tests-started">
                <FormattedMessage id="testsTaken.inProgress" />
              </h2>
              <ul className="taken-list">
                {started.map((test) => (
                  <TestTakenCard key={test.session_id} test={test} />
                ))}
              </ul>
            </section>
          )}
          {finished.length > 0 && (
            <section aria-labelledby="tests-finished">
              <h2 id="tests-finished">
                <FormattedMessage id="testsTaken.finished" />
              </h2>
              <ul className="taken-list">
                {finished.map((test) => (
                  <TestTakenCard key={test.session_id} test={test} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </section>
  );
}
