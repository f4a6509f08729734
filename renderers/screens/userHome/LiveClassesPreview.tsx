import { FormattedMessage, useIntl } from 'react-intl';
import { HubEmpty } from './HubEmpty.tsx';
import { HubSection } from './HubSection.tsx';

/** Live classes: none are scheduled anywhere yet, and the section says so plainly. */
export function LiveClassesPreview() {
  const intl = useIntl();
  return (
    <HubSection
      id="live-classes"
      title={intl.formatMessage({ id: 'userHome.liveClasses' })}
      status="empty"
      empty={<HubEmpty message={<FormattedMessage id="userHome.liveClasses.empty" />} />}
    />
  );
}
