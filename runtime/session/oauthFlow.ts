import type * as z from 'zod/mini';
import type { oauthProvidersCall, OAUTH_PROVIDER_NAMES } from '../../domain/contracts/auth.ts';

export type OAuthProvider = z.output<
  (typeof oauthProvidersCall)['responses'][200]
>['data']['providers'][number];
type ProviderName = (typeof OAUTH_PROVIDER_NAMES)[number];

/** Where providers send the person back (shell spec §2 route list). */
export const OAUTH_CALLBACK_PATH = '/api/oauth2_callback';
const PENDING_KEY = 'oauth.pending';
const STATE_BYTES = 16;

interface Pending {
  state: string;
  provider: ProviderName;
  /** The redirect_url the person came to log in with, honoured after they come back. */
  redirect: string | null;
}

export function callbackUrl(): string {
  return location.origin + OAUTH_CALLBACK_PATH;
}

/**
 * The provider's consent address for this browser. The state is random and kept in this tab
 * only, so a code that did not start here (login CSRF) is refused when it comes back.
 */
export function beginOAuth(provider: OAuthProvider, redirect: string | null): string {
  const bytes = crypto.getRandomValues(new Uint8Array(STATE_BYTES));
  const state = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  const pending: Pending = { state, provider: provider.name, redirect };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const url = new URL(provider.authorize_url);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: provider.client_id,
    redirect_uri: callbackUrl(),
    scope: provider.scope,
    state,
  }).toString();
  return url.toString();
}

export type OAuthReturn =
  | { kind: 'code'; provider: ProviderName; code: string; redirect: string | null }
  | { kind: 'refused' }
  | { kind: 'stale' };

/**
 * What the provider sent back: a code for the sign-in this tab started, the person's refusal,
 * or something this tab did not start (a forged or replayed link). The pending sign-in is used up.
 */
export function finishOAuth(params: URLSearchParams): OAuthReturn {
  const stored = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  const pending = stored === null ? undefined : (JSON.parse(stored) as Pending);
  if (!pending || params.get('state') !== pending.state) return { kind: 'stale' };
  const code = params.get('code');
  if (params.has('error') || !code) return { kind: 'refused' };
  return { kind: 'code', provider: pending.provider, code, redirect: pending.redirect };
}
