import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { testsTakenCall } from '../../../domain/contracts/testsTaken.ts';
import { TEST_HOME_PATH } from '../../../domain/mockTests/testLinks.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { HubEmpty } from './HubEmpty.tsx';
import { HubSection, hubStatus } from './HubSection.tsx';
import { TestTakenCard } from './TestTakenCard.tsx';
import { HUB_PREVIEW_ITEMS } from './hubPreview.ts';

/** Tests to resume first, then the newest results, each opening its analysis. */
export function TestsTakenPreview({ testOn }: { testOn: boolean }) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const { data, error } = useCall(testsTakenCall, { query: { locale, size: HUB_PREVIEW_ITEMS } });
  const items = data?.data.items;
  const counts = data?.data.counts;
  return (
    <HubSection
      id="tests-taken"
      title={intl.formatMessage({ id: 'testsTaken.title' })}
      status={hubStatus(items, error)}
      count={counts && counts.started + counts.finished}
      to="/user-home/test-taken"
      empty={
        <HubEmpty
          message={<FormattedMessage id="testsTaken.empty" />}
          action={
            testOn
              ? { to: TEST_HOME_PATH, label: <FormattedMessage id="testsTaken.findTest" /> }
              : undefined
          }
        />
      }
    >
      <ul className="hub-list taken-list">
        {items?.map((test) => (
          <TestTakenCard key={test.session_id} test={test} />
        ))}
      </ul>
    </HubSection>
  );
}
