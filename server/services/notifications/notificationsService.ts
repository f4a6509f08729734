import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../AppDeps.ts';
import { inAppRoutes } from './inAppRoutes.ts';
import { notificationsContext } from './NotificationsContext.ts';
import type { Notifier } from './Notifier.ts';
import { preferenceRoutes } from './preferenceRoutes.ts';
import { pushTokenRoutes } from './pushTokenRoutes.ts';

/**
 * The notifications service under /api/notifications (shell spec §7): the inbox, the channel
 * preferences and the devices' push tokens. The notifier itself is made in app.ts, before the
 * services that tell it; this plugin runs its sweeper from ready to close.
 */
export const notificationsService: FastifyPluginCallback<{ deps: AppDeps; notifier: Notifier }> = (
  app,
  { deps, notifier },
  done,
) => {
  const ctx = notificationsContext(deps, notifier);
  inAppRoutes(app, ctx);
  preferenceRoutes(app, ctx);
  pushTokenRoutes(app, ctx);
  app.addHook('onReady', (hookDone) => {
    notifier.start();
    hookDone();
  });
  app.addHook('onClose', async () => {
    await notifier.stop();
  });
  done();
};
