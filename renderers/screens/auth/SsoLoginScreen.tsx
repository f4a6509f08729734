import { cloudSsoVerifyCall } from '../../../domain/contracts/auth.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { HandOverRefused, SignInHandOver } from './SignInHandOver.tsx';

/** The query parameter carrying the partner cloud's sign-in token. */
export const CLOUD_TOKEN_PARAM = 'token';

async function redeemCloudToken() {
  const url = new URL(location.href);
  const token = url.searchParams.get(CLOUD_TOKEN_PARAM);
  if (!token) throw new HandOverRefused('auth.sso.missing');
  // Out of the address bar and history before anything else can read it.
  url.searchParams.delete(CLOUD_TOKEN_PARAM);
  history.replaceState(history.state, '', url);
  return { answer: await callApi(cloudSsoVerifyCall, { query: { token } }) };
}

/** /sso-login: the partner cloud's PC app opens it with `?token=…` to sign the person in. */
export function SsoLoginScreen() {
  return <SignInHandOver titleKey="auth.sso.title" exchange={redeemCloudToken} />;
}
