import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** An invite found for a number that made an account, with the inviter's child profiles. */
export interface AcceptedInvite {
  inviteId: string;
  inviterUserId: string;
  childIds: string[];
}

/** SQL of parent invites: stored when sent, found when the invited number makes an account. */
export function parentInviteStore(db: Kysely<Database>) {
  return {
    /** Records an invite; the same account inviting the same number again renews the one row. */
    async recordInvite(orgId: number, inviterUserId: string, mobile: string, now: number) {
      await db
        .insertInto('parent_invites')
        .values({
          id: randomUUID(),
          org_id: orgId,
          inviter_user_id: inviterUserId,
          mobile,
          created_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['org_id', 'mobile', 'inviter_user_id']).doUpdateSet({ created_at: now }),
        )
        .execute();
    },

    /** Every other account's invite of `mobile` in the organisation, with that account's children. */
    async invitesOf(orgId: number, mobile: string, accountId: string): Promise<AcceptedInvite[]> {
      const rows = await db
        .selectFrom('parent_invites as i')
        .innerJoin('profiles as p', 'p.user_id', 'i.inviter_user_id')
        .select(['i.id', 'i.inviter_user_id', 'p.id as child_id'])
        .where('i.org_id', '=', orgId)
        .where('i.mobile', '=', mobile)
        .where('i.inviter_user_id', '!=', accountId)
        .orderBy('i.id')
        .orderBy('p.id')
        .execute();
      const byInvite = new Map<string, AcceptedInvite>();
      for (const row of rows) {
        const invite = byInvite.get(row.id) ?? {
          inviteId: row.id,
          inviterUserId: row.inviter_user_id,
          childIds: [],
        };
        invite.childIds.push(row.child_id);
        byInvite.set(row.id, invite);
      }
      return [...byInvite.values()];
    },
  };
}

export type ParentInviteStore = ReturnType<typeof parentInviteStore>;
