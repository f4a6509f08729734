import type { FastifyInstance } from 'fastify';
import { cloudSsoVerifyCall } from '../../../domain/contracts/auth.ts';
import { AUTH_HEADERS } from '../../../domain/contracts/authHeaders.ts';
import { AppError } from '../../../domain/errors.ts';
import { registerCall } from '../../http/registerCall.ts';
import { verifyCloudToken } from '../../providers/cloudSso/cloudSsoToken.ts';
import { countFailures } from '../../rateLimit/countFailures.ts';
import { RATE_POLICIES } from '../../rateLimit/ratePolicies.ts';
import type { AuthContext } from './AuthContext.ts';
import { signIn } from './authSession.ts';
import { partnerAccount } from './partnerAccounts.ts';

/** The provider name partner-cloud identities are tied under. */
export const CLOUD_PROVIDER = 'cloud';

/**
 * The cloud single sign-on of shell spec §7: a partner's PC app hands the person over with a
 * token it signed; each token signs in once, to the account tied to the partner's user id.
 */
export function cloudSsoRoutes(app: FastifyInstance, ctx: AuthContext) {
  const { deps, store } = ctx;
  registerCall(app, cloudSsoVerifyCall, async ({ query }, request) => {
    if (!deps.cloudSso) throw new AppError('PROVIDER_NOT_CONFIGURED');
    const config = deps.cloudSso;
    const orgId = request.brand.organisationId;
    const now = deps.clock();
    // Tokens that fail count against the address; a class handed over at once does not.
    const claims = await countFailures(
      deps.rateLimiter,
      RATE_POLICIES.codeFailuresPerIp,
      request.ip,
      async () => {
        const valid = verifyCloudToken(query.token, config, orgId, now);
        if (!(await store.spendTokenId(`${CLOUD_PROVIDER}:${valid.jti}`, valid.exp * 1000, now)))
          throw new AppError('CLOUD_TOKEN_INVALID');
        return valid;
      },
    );
    const user = await partnerAccount(ctx, request.brand, {
      link: { provider: CLOUD_PROVIDER, subject: claims.sub },
      mobile: claims.mobile,
      email: claims.email,
      name: claims.name ?? '',
    });
    return signIn(
      ctx,
      request.brand,
      user,
      String(request.headers[AUTH_HEADERS.browserId] ?? 'web'),
    );
  });
}
