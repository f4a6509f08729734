import type { FastifyInstance } from 'fastify';
import { getPreferencesCall, setPreferenceCall } from '../../../domain/contracts/notifications.ts';
import { registerCall } from '../../http/registerCall.ts';
import { channelPreferencesOf } from './channelPreferences.ts';
import type { NotificationsContext } from './NotificationsContext.ts';

/**
 * The child's channels (`payload.common`), under `/preferences` (the spec does not show the path).
 * A channel the deployment cannot deliver may still be chosen: it reads `unavailable` and its
 * deliveries are skipped as `not-configured`, so turning it on later needs no second choice.
 */
export function preferenceRoutes(app: FastifyInstance, ctx: NotificationsContext) {
  const { store, notifier } = ctx;
  const answer = async (childId: string) => ({
    body: {
      payload: {
        common: channelPreferencesOf(await store.preferenceRows(childId)),
        unavailable: [...notifier.unavailable],
      },
    },
  });

  registerCall(app, getPreferencesCall, async (_input, request) => {
    const { profile } = await ctx.child(request);
    return answer(profile.id);
  });

  registerCall(app, setPreferenceCall, async ({ body }, request) => {
    const { orgId, profile } = await ctx.child(request);
    await store.setPreference({
      orgId,
      childId: profile.id,
      channel: body.channel,
      enabled: body.enable,
      now: ctx.deps.clock(),
    });
    return answer(profile.id);
  });
}
