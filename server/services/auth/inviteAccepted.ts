import type { FastifyBaseLogger } from 'fastify';
import { INVITE_PARENT_PATH } from '../../../domain/notifications/noticeLinks.ts';
import type { AuthContext } from './AuthContext.ts';
import { parentInviteStore } from './parentInviteStore.ts';

/**
 * An account of the organisation has just verified `mobile`: every other account that invited
 * that number is told, on each of its child profiles, once per invite. "Accepted" means only
 * this — the invited number made (or verified) an account here; no link between the two
 * accounts is made or implied. A notice that fails is logged: the sign-up it follows stands.
 */
export async function tellInvitersOf(
  ctx: AuthContext,
  log: FastifyBaseLogger,
  who: { orgId: number; accountId: string; mobile: string },
): Promise<void> {
  try {
    const invites = await parentInviteStore(ctx.deps.db).invitesOf(
      who.orgId,
      who.mobile,
      who.accountId,
    );
    for (const invite of invites)
      for (const childId of invite.childIds)
        await ctx.notify({
          orgId: who.orgId,
          childId,
          kind: 'inviteAccepted',
          dedupeKey: `inviteAccepted:${invite.inviteId}`,
          values: {},
          link: INVITE_PARENT_PATH,
        });
  } catch (error) {
    log.error({ err: error }, 'telling the inviters of an accepted invite failed');
  }
}
