import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { sendInviteCall } from '../../../domain/contracts/auth.ts';
import { useBrand } from '../../../runtime/brand/BrandContext.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { authErrorMessage } from '../auth/authErrorMessage.ts';
import { FormAlert } from '../auth/FormAlert.tsx';

/**
 * What inviting a parent does and the mobile-number form that sends the invite, then whom it went
 * to. Shared by the invite-parent screen and the assignments zero state (learning-experience §2);
 * the caller loads the account catalog part and checks the inviteParent feature.
 */
export function InviteParentForm({ id = 'invite' }: { id?: string }) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const { brand } = useBrand().docs;
  const [sentTo, setSentTo] = useState<string>();
  const [error, setError] = useState<string>();

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
    <>
      <p>
        <FormattedMessage id="invite.message" values={{ brand: brand.name }} />
      </p>
      {sentTo ? (
        <p role="status">
          <FormattedMessage id="invite.sent" values={{ recipient: sentTo }} />
        </p>
      ) : (
        <SchemaForm
          id={id}
          fields={['mobile']}
          submitLabel={intl.formatMessage({ id: 'invite.send' })}
          onSubmit={invite}
        />
      )}
      <FormAlert messageKey={error} />
    </>
  );
}
