import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { landingAfterLogin } from '../../../domain/guards/landingAfterLogin.ts';
import { useBrand } from '../../../runtime/brand/BrandContext.ts';
import { useSessionActions } from '../../../runtime/session/useSessionActions.ts';
import { authErrorMessage } from './authErrorMessage.ts';
import { FormAlert } from './FormAlert.tsx';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';

type SignedInAnswer = Parameters<ReturnType<typeof useSessionActions>['signedIn']>[0];

/** A hand-over that cannot even start (no token, a link this tab did not begin): its message key. */
export class HandOverRefused extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
  }
}

export interface SignInHandOverProps {
  titleKey: string;
  /** Trades what the address carries for a session; where to land after, if asked for. */
  exchange: () => Promise<{ answer: SignedInAnswer; redirect?: string | null }>;
}

/**
 * A page that signs the person in from something another site handed over (an OAuth code, a
 * partner's token): it runs once — what is handed over is good once, and React's development
 * double effects must not spend it twice — then lands, or says what went wrong.
 */
export function SignInHandOver({ titleKey, exchange }: SignInHandOverProps) {
  useCatalogParts('account');
  const intl = useIntl();
  const { brand } = useBrand().docs;
  const { signedIn } = useSessionActions();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const started = useRef(false);
  const title = intl.formatMessage({ id: titleKey });

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    exchange()
      .then(async ({ answer, redirect }) => {
        signedIn(answer);
        await navigate(landingAfterLogin(brand.defaultRoute, redirect), { replace: true });
      })
      .catch((e: unknown) =>
        setError(e instanceof HandOverRefused ? e.messageKey : authErrorMessage(e)),
      );
  }, [exchange, signedIn, navigate, brand.defaultRoute]);

  return (
    <section className="auth-card" aria-labelledby="hand-over-title" aria-busy={!error}>
      <h1 id="hand-over-title">{title}</h1>
      {!error && (
        <p>
          <FormattedMessage id="auth.handOver.working" />
        </p>
      )}
      <FormAlert messageKey={error} />
      {error && (
        <p className="auth-links">
          <Link to="/login">
            <FormattedMessage id="auth.handOver.backToLogin" />
          </Link>
        </p>
      )}
    </section>
  );
}
