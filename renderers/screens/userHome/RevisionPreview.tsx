import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { revisionListCall } from '../../../domain/contracts/revisionList.ts';
import { PRACTICE_HOME_PATH } from '../../../domain/practice/practiceLinks.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { HubEmpty } from './HubEmpty.tsx';
import { HubSection, hubStatus } from './HubSection.tsx';
import { RevisionReasons } from './RevisionReasons.tsx';
import { HUB_PREVIEW_ITEMS } from './hubPreview.ts';

/** The newest questions to revise, with why each is there; the list opens them with solutions. */
export function RevisionPreview({ practiceOn }: { practiceOn: boolean }) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const { data, error } = useCall(revisionListCall, {
    query: { locale, size: HUB_PREVIEW_ITEMS },
  });
  const items = data?.data.recent;
  return (
    <HubSection
      id="revision"
      title={intl.formatMessage({ id: 'revision.title' })}
      status={hubStatus(items, error)}
      count={data?.data.total}
      to="/user-home/revision-lists"
      empty={
        <HubEmpty
          message={<FormattedMessage id="revision.empty.body" />}
          action={
            practiceOn
              ? { to: PRACTICE_HOME_PATH, label: <FormattedMessage id="revision.empty.action" /> }
              : undefined
          }
        />
      }
    >
      <ul className="hub-list">
        {items?.map((item) => (
          <li key={item.code} className="hub-revision-item">
            <span className="revision-title">{item.title}</span>
            <RevisionReasons item={item} />
          </li>
        ))}
      </ul>
    </HubSection>
  );
}
