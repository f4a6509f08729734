import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFeature } from '../../../runtime/brand/useFeature.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { lazyNamed } from '../../lazyNamed.ts';

// The form (and its form library) only where the zero state shows it, never with the user home.
const InviteParentForm = lazyNamed(
  () => import('../account/InviteParentForm.tsx'),
  'InviteParentForm',
);

/** The invite-parent form with the account texts it shows, asked for only where it shows. */
function InviteParent() {
  useCatalogParts('account');
  return (
    <section aria-labelledby="assignments-invite">
      <h2 id="assignments-invite">
        <FormattedMessage id="invite.title" />
      </h2>
      <Suspense fallback={null}>
        <InviteParentForm id="assignments-invite-form" />
      </Suspense>
    </section>
  );
}

/**
 * Nothing assigned: what assignments are, that none has come, and — where the brand allows
 * inviting a parent — the invite-parent page, which the spec makes this zero state (§2).
 */
export function AssignmentsZeroState() {
  const canInvite = useFeature('inviteParent');
  return (
    <div className="user-home-empty">
      <p>
        <FormattedMessage id="assignments.what" />
      </p>
      <p role="status">
        <FormattedMessage id="assignments.none" />
      </p>
      {canInvite && <InviteParent />}
    </div>
  );
}
