import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { sendInviteCall } from '../../../domain/contracts/auth.ts';
import { useBrand } from '../../../runtime/brand/BrandContext.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { authErrorMessage } from '../auth/authErrorMessage.ts';
import { FormAlert } from '../auth/FormAlert.tsx';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';

/** Invite a parent by SMS (brands can switch this off; the route then shows page-not-present). */
export function InviteParentScreen() {
  useCatalogParts('account');
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const { brand } = useBrand().docs;
  const [sentTo, setSentTo] = useState<string>();
  const [error, setError] = useState<string>();
  const title = intl.formatMessage({ id: 'invite.title' });

  useEffect(() => {
    document.title = title;
  }, [title]);

  const invite = ({ mobile = '' }: { mobile?: string }) => {
    setError(undefined);
    callApi(sendInviteCall, {
      body: { mobile, relationship_type: 1 },
      query: { locale },
    })
      .then(() => setSentTo(mobile))
      .catch((e: unknown) => setError(authErrorMessage(e)));
  };

  return (
    <section className="auth-card" aria-labelledby="invite-title">
      <h1 id="invite-title">{title}</h1>
      <p>
        <FormattedMessage id="invite.message" values={{ brand: brand.name }} />
      </p>
      {sentTo ? (
        <p role="status">
          <FormattedMessage id="invite.sent" values={{ recipient: sentTo }} />
        </p>
      ) : (
        <SchemaForm
          id="invite"
          fields={['mobile']}
          submitLabel={intl.formatMessage({ id: 'invite.send' })}
          onSubmit={invite}
        />
      )}
      <FormAlert messageKey={error} />
    </section>
  );
}
