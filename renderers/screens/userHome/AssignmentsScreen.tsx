import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFeature } from '../../../runtime/brand/useFeature.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { InviteParentForm } from '../account/InviteParentForm.tsx';

/**
 * `/user-home/assignment/:assignmentId?` in its zero state: assignments arrive with classrooms, so
 * until then nothing is ever assigned, and the spec makes the invite-parent page the zero state
 * (learning-experience §2) — where the brand allows inviting a parent.
 */
export function AssignmentsScreen() {
  useCatalogParts('userHome', 'account');
  const intl = useIntl();
  const canInvite = useFeature('inviteParent');
  const title = intl.formatMessage({ id: 'assignments.title' });

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <section className="assignments auth-card" aria-labelledby="assignments-title">
      <h1 id="assignments-title">{title}</h1>
      <p>
        <FormattedMessage id="assignments.what" />
      </p>
      <p role="status">
        <FormattedMessage id="assignments.none" />
      </p>
      {canInvite && (
        <section aria-labelledby="assignments-invite">
          <h2 id="assignments-invite">
            <FormattedMessage id="invite.title" />
          </h2>
          <InviteParentForm id="assignments-invite-form" />
        </section>
      )}
    </section>
  );
}
