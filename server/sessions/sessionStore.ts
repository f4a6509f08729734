import type { Kysely, Selectable } from 'kysely';
import type { Database, ProfilesTable, UsersTable } from '../db/schema.ts';

export type UserRow = Selectable<UsersTable>;
export type ProfileRow = Selectable<ProfilesTable>;

/**
 * The reads every service needs to check a token: its login, its account, its profile. The auth
 * service owns these tables; the others only look a caller up.
 */
export function sessionStore(db: Kysely<Database>) {
  return {
    findUserById(orgId: number, id: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where('org_id', '=', orgId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    findLogin(id: string) {
      return db.selectFrom('logins').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * A child token's profile in one read, only while its login is open and is that account's:
     * none when anything is amiss (the caller then tells which, off the hot path).
     */
    findOpenProfile(loginId: string, userId: string, id: string): Promise<ProfileRow | undefined> {
      return db
        .selectFrom('profiles')
        .innerJoin('logins', 'logins.user_id', 'profiles.user_id')
        .selectAll('profiles')
        .where('logins.id', '=', loginId)
        .where('logins.revoked_at', 'is', null)
        .where('profiles.user_id', '=', userId)
        .where('profiles.id', '=', id)
        .executeTakeFirst();
    },

    findProfile(userId: string, id: string): Promise<ProfileRow | undefined> {
      return db
        .selectFrom('profiles')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
