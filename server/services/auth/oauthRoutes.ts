import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  facebookSignInCall,
  googleSignInCall,
  OAUTH_PROVIDER_NAMES,
  oauthProvidersCall,
} from '../../../domain/contracts/auth.ts';
import { AppError } from '../../../domain/errors.ts';
import { registerCall, type CallInput } from '../../http/registerCall.ts';
import { exchangeCode, type OAuthProviderName } from '../../providers/oauth/oauthProvider.ts';
import { countFailures } from '../../rateLimit/countFailures.ts';
import { RATE_POLICIES } from '../../rateLimit/ratePolicies.ts';
import type { AuthContext } from './AuthContext.ts';
import { signIn } from './authSession.ts';
import { partnerAccount } from './partnerAccounts.ts';

/**
 * Sign-in with Google or Facebook (shell spec §7): the browser is sent to the provider with what
 * /oauth/providers answers, comes back to /api/oauth2_callback with a code, and trades it here.
 */
export function oauthRoutes(app: FastifyInstance, ctx: AuthContext) {
  const { deps } = ctx;

  registerCall(app, oauthProvidersCall, () => {
    const providers = OAUTH_PROVIDER_NAMES.flatMap((name) => {
      const config = deps.oauthProviders?.[name];
      return config
        ? [
            {
              name,
              authorize_url: config.authorizeUrl,
              client_id: config.clientId,
              scope: config.scope,
            },
          ]
        : [];
    });
    return { body: { data: { providers } } };
  });

  const signInWith = (provider: OAuthProviderName) =>
    async function handler(
      { body }: { body: CallInput<typeof googleSignInCall>['body'] },
      request: FastifyRequest,
    ) {
      const config = deps.oauthProviders?.[provider];
      if (!config) throw new AppError('PROVIDER_NOT_CONFIGURED');
      // Codes the provider refuses count against the address; a school signing in does not.
      const person = await countFailures(
        deps.rateLimiter,
        RATE_POLICIES.signInFailuresPerIp,
        request.ip,
        () => exchangeCode(config, body.code, body.redirect_uri),
      );
      const user = await partnerAccount(ctx, request.brand, person);
      return signIn(ctx, request.brand, user, body.device_id);
    };
  registerCall(app, googleSignInCall, signInWith('google'));
  registerCall<typeof facebookSignInCall>(app, facebookSignInCall, signInWith('facebook'));
}
