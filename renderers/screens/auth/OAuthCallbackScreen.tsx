import { facebookSignInCall, googleSignInCall } from '../../../domain/contracts/auth.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { browserId } from '../../../runtime/api/tokenStore.ts';
import { callbackUrl, finishOAuth } from '../../../runtime/session/oauthFlow.ts';
import { HandOverRefused, SignInHandOver } from './SignInHandOver.tsx';

const CALLS = { google: googleSignInCall, facebook: facebookSignInCall } as const;

async function exchangeCode() {
  const back = finishOAuth(new URLSearchParams(location.search));
  if (back.kind === 'stale') throw new HandOverRefused('auth.oauth.stale');
  if (back.kind === 'refused') throw new HandOverRefused('auth.oauth.refused');
  const body = { code: back.code, redirect_uri: callbackUrl(), device_id: browserId() };
  const answer = await callApi(CALLS[back.provider], { body });
  return { answer, redirect: back.redirect };
}

/** Where Google or Facebook send the person back (/api/oauth2_callback) with a code. */
export function OAuthCallbackScreen() {
  return <SignInHandOver titleKey="auth.oauth.title" exchange={exchangeCode} />;
}
