import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { InviteParentForm } from './InviteParentForm.tsx';

/** Invite a parent by SMS (brands can switch this off; the route then shows page-not-present). */
export function InviteParentScreen() {
  useCatalogParts('account');
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'invite.title' });

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <section className="auth-card" aria-labelledby="invite-title">
      <h1 id="invite-title">{title}</h1>
      <InviteParentForm />
    </section>
  );
}
