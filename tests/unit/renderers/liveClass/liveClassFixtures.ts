import type { LiveClass } from '../../../../domain/contracts/liveClasses.ts';
import type { SeenRequest } from '../stubServices.ts';

export const MINUTE = 60_000;
export const LIVE = '/api/classroom/v1/student/live-classes';

/** A live class as the server sends it, with what a test changes. */
export function makeLiveClass(overrides: Partial<LiveClass> & Pick<LiveClass, 'liveClassId'>) {
  const startsAt = overrides.startsAt ?? Date.now() + 60 * MINUTE;
  return {
    title: `Class ${overrides.liveClassId}`,
    classId: 'class-9a',
    className: 'Class 9 A',
    batchId: null,
    batchTitle: null,
    teacherName: 'Meena Iyer',
    subjectCode: 'maths',
    startsAt,
    endsAt: startsAt + 60 * MINUTE,
    durationMinutes: 60,
    categories: ['DEFAULT'],
    registered: false,
    cancelled: false,
    liveClassAttendedStatus: 'NOT_STARTED',
    timeSpent: 0,
    hasRecording: false,
    ...overrides,
  } satisfies LiveClass;
}

export const json = (body: unknown, status = 200) => Response.json(body, { status });

/** A handler answering `method path` (exact) with what `reply` returns. */
export const at =
  (method: string, path: string, reply: (r: SeenRequest) => Response | undefined) =>
  (r: SeenRequest) => (r.method === method && r.url.pathname === path ? reply(r) : undefined);

/** The test service's clock, for the server clock's sync: the device's own time unless told. */
export const serverClock = (offset = 0) =>
  at('GET', '/api/test/now', () => json({ data: { now: Date.now() + offset } }));

/** The parent's profiles, asked again when a child call answers 403 (LIVE_CLASS_OFF). */
export const connectedProfiles = at('GET', '/api/auth/connected_profiles', () =>
  json({
    data: {
      user_details: {
        id: 'parent-1',
        org_id: 1,
        email: 'parent@example.in',
        mobile: null,
        email_verified: true,
        mobile_verified: false,
        first_name: 'Asha',
        last_name: 'Rao',
      },
      linked_profiles: [],
      skip_password_token: null,
    },
  }),
);

export const LIVE_CLASS_OFF = {
  code: 'LIVE_CLASS_OFF',
  message: 'Live classes are not offered here',
};
