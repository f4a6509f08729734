import { FormattedMessage, useIntl } from 'react-intl';
import { HubEmpty } from './HubEmpty.tsx';
import { HubSection } from './HubSection.tsx';

/**
 * Work a school assigns. Until classrooms exist nothing is ever assigned, so the section is its
 * zero state, which the spec makes the invite-parent page (learning-experience §2, "User home").
 */
export function AssignmentsPreview() {
  const intl = useIntl();
  return (
    <HubSection
      id="assignments"
      title={intl.formatMessage({ id: 'assignments.title' })}
      status="empty"
      empty={
        <HubEmpty
          message={<FormattedMessage id="assignments.none" />}
          action={{
            to: '/user-home/assignment',
            label: <FormattedMessage id="userHome.action.inviteParent" />,
          }}
        />
      }
    />
  );
}
