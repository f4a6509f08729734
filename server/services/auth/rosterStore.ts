import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RosterStudent } from '../../../domain/classroom/rosterStudent.ts';
import { VIDEO_QUALITIES } from '../../../domain/learn/videoQualities.ts';
import type { Database } from '../../db/schema.ts';
import { authStore } from './authStore.ts';

/** What enrolling one student did; `refused` when the row names another account's e-mail. */
export type RosterOutcome =
  | { userId: string; profileId: string; accountAdded: boolean; profileAdded: boolean }
  | { refused: 'email'; message: string };

/** A new profile lets the player choose (the profile form's default). */
const DEFAULT_VIDEO_QUALITY = VIDEO_QUALITIES[0];

const sameName = (a: string, b: string) =>
  a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

/**
 * SQL of an institute's roster (`abhyas students import`, the classroom demo documents): the
 * parent account a student signs in with and the child profile the institute enrols.
 */
export function rosterStore(db: Kysely<Database>) {
  const store = authStore(db);
  return {
    /** Every exam of the content pack with its goal, in the pack's order. */
    async examGoals(): Promise<Map<string, string>> {
      const rows = await db
        .selectFrom('exams')
        .select(['code', 'goal_code'])
        .orderBy('position')
        .execute();
      return new Map(rows.map((r) => [r.code, r.goal_code]));
    },

    /**
     * Finds or makes the account of the student's mobile (else e-mail) and marks what the row
     * gives verified: the institute vouches for it, so the student signs in by one-time code. An
     * account no one had verified loses its password and logins, as when a sign-in partner vouches
     * (someone else may have typed this mobile). Then finds or makes the child profile of that
     * name: a second import of the same row adds nothing.
     */
    async enrolStudent(
      orgId: number,
      student: RosterStudent,
      goal: string,
      now: number,
    ): Promise<RosterOutcome> {
      const { mobile, email } = student;
      let user = await store.findUser(orgId, mobile ? { mobile } : { email });
      const accountAdded = user === undefined;
      if (!user) {
        const id = await store.insertUser({
          org_id: orgId,
          mobile: mobile ?? null,
          email: email ?? null,
          password_hash: null,
          first_name: student.firstName,
          last_name: student.lastName,
          created_at: now,
        });
        // The mobile was looked up just now, so the e-mail is another account's.
        if (id === undefined)
          return {
            refused: 'email',
            message: `email "${email ?? ''}" is another account's${mobile ? `, not the one of mobile ${mobile}` : ''}`,
          };
        user = await store.findUserById(orgId, id);
        if (!user) throw new Error(`the account ${id} just added is not there`);
      } else if (user.mobile_verified !== 1 && user.email_verified !== 1) {
        await store.clearPassword(user.id);
        await store.revokeAllLogins(user.id, now);
      }
      if (mobile && user.mobile === mobile && user.mobile_verified !== 1)
        await store.markVerified(user.id, 'sms');
      if (email && user.email === email && user.email_verified !== 1)
        await store.markVerified(user.id, 'email');

      const profiles = await store.listProfiles(user.id);
      const found = profiles.find(
        (p) => sameName(p.first_name, student.firstName) && sameName(p.last_name, student.lastName),
      );
      if (found) return { userId: user.id, profileId: found.id, accountAdded, profileAdded: false };
      const profileId = randomUUID();
      await store.insertProfile({
        id: profileId,
        user_id: user.id,
        first_name: student.firstName,
        last_name: student.lastName,
        primary_goal: goal,
        primary_exam: student.exam,
        locale: student.locale,
        video_quality: DEFAULT_VIDEO_QUALITY,
        meta: JSON.stringify({}),
        created_at: now,
      });
      return { userId: user.id, profileId, accountAdded, profileAdded: true };
    },
  };
}

export type RosterStore = ReturnType<typeof rosterStore>;
