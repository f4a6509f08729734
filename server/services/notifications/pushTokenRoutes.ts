import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  deleteNotificationTokenCall,
  pushPublicKeyCall,
  saveNotificationTokenCall,
} from '../../../domain/contracts/notifications.ts';
import { AppError } from '../../../domain/errors.ts';
import { registerCall } from '../../http/registerCall.ts';
import type { NotificationsContext } from './NotificationsContext.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A device's push token, kept per child (a device keeps one) and forgotten at sign-out. */
export function pushTokenRoutes(app: FastifyInstance, ctx: NotificationsContext) {
  const { store, notifier } = ctx;

  registerCall(app, saveNotificationTokenCall, async ({ body }, request) => {
    const { orgId, profile } = await ctx.child(request);
    if (!notifier.acceptsPushToken(body.platform, body.notification_token))
      throw new AppError('PUSH_TOKEN_INVALID');
    const tokenHash = hashOf(body.notification_token);
    await store.savePushToken({
      org_id: orgId,
      child_id: profile.id,
      token: body.notification_token,
      token_hash: tokenHash,
      platform: body.platform,
      // A device that names none is known by its token.
      device_id: body.device_id ?? `token:${tokenHash}`,
      created_at: ctx.deps.clock(),
    });
    return { body: { payload: { saved: true as const } } };
  });

  registerCall(app, deleteNotificationTokenCall, async ({ body }, request) => {
    const { profile } = await ctx.child(request);
    const deleted = await store.deletePushToken(profile.id, hashOf(body.notification_token));
    return { body: { payload: { documents_affected: deleted } } };
  });

  registerCall(app, pushPublicKeyCall, () => ({
    body: { payload: { publicKey: notifier.pushPublicKey } },
  }));
}
