import type { FastifyPluginCallback } from 'fastify';
import type { Notify } from '../../../domain/notifications/Notice.ts';
import type { AppDeps } from '../../AppDeps.ts';
import { accountChangeRoutes } from './accountChangeRoutes.ts';
import type { AuthContext } from './AuthContext.ts';
import { authStore } from './authStore.ts';
import { cloudSsoRoutes } from './cloudSsoRoutes.ts';
import { oauthRoutes } from './oauthRoutes.ts';
import { passwordPromptRoutes } from './passwordPrompt.ts';
import { passwordRoutes } from './passwordRoutes.ts';
import { profileRoutes } from './profileRoutes.ts';
import { sessionRoutes } from './sessionRoutes.ts';
import { signInRoutes } from './signInRoutes.ts';
import { signUpRoutes } from './signUpRoutes.ts';
import { ssoLinkRoutes } from './ssoLinkRoutes.ts';

/** The auth service of shell spec §7 under /api/auth. */
export const authService: FastifyPluginCallback<{ deps: AppDeps; notify: Notify }> = (
  app,
  { deps, notify },
  done,
) => {
  const ctx: AuthContext = { store: authStore(deps.db), deps, notify };
  oauthRoutes(app, ctx);
  cloudSsoRoutes(app, ctx);
  passwordPromptRoutes(app, ctx);
  signUpRoutes(app, ctx);
  signInRoutes(app, ctx);
  sessionRoutes(app, ctx);
  profileRoutes(app, ctx);
  passwordRoutes(app, ctx);
  accountChangeRoutes(app, ctx);
  ssoLinkRoutes(app, ctx);
  done();
};
