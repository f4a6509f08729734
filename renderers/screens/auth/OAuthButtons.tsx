import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { oauthProvidersCall } from '../../../domain/contracts/auth.ts';
import { REDIRECT_PARAM } from '../../../domain/guards/landingAfterLogin.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { beginOAuth, type OAuthProvider } from '../../../runtime/session/oauthFlow.ts';

/** Literal keys, so the catalog check sees them. */
const LABELS = {
  google: 'auth.oauth.google',
  facebook: 'auth.oauth.facebook',
} as const satisfies Record<OAuthProvider['name'], string>;

/**
 * "Continue with Google / Facebook", for the providers this deployment has set up; nothing at all
 * where none is (a failed list is logged and shows nothing, as the password form still works).
 */
export function OAuthButtons() {
  const [providers, setProviders] = useState<OAuthProvider[]>([]);
  const [search] = useSearchParams();
  useEffect(() => {
    let current = true;
    callApi(oauthProvidersCall)
      .then((answer) => current && setProviders(answer.body.data.providers))
      .catch((error: unknown) => console.error('could not list sign-in providers', error));
    return () => {
      current = false;
    };
  }, []);
  if (providers.length === 0) return null;
  return (
    <div className="oauth-buttons">
      {providers.map((provider) => (
        <button
          key={provider.name}
          type="button"
          className={`button oauth-${provider.name}`}
          onClick={() => location.assign(beginOAuth(provider, search.get(REDIRECT_PARAM)))}
        >
          <FormattedMessage id={LABELS[provider.name]} />
        </button>
      ))}
    </div>
  );
}
