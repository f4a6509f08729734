import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../cli/brands/loadBrands.ts';
import { importClassrooms } from '../../server/content/importClassrooms.ts';
import { createTestApp, DIALECTS, latestCode, type TestApp } from './testApp.ts';

const VIDYA = 'vidya.localhost';
/** A student of vidya's demo roster (content/classrooms/vidya.json), in both its classes. */
const DIYA = '9000150002';

/**
 * The institutes' demo documents, imported as `abhyas serve` does at each start: the roster's
 * students sign in by one-time code and find their classes, a class on now and their work.
 */
describe.each(DIALECTS)('the classrooms demo on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const result = await importClassrooms(t.deps.db, {
      contentDir: join(REPO_ROOT, 'content'),
      brands: t.deps.brands.map((b) => ({ id: b.id, organisationId: b.organisationId })),
      provider: 'jitsi',
      now: t.deps.clock(),
    });
    expect(result.issues).toEqual([]);
    expect(result.brands).toEqual(['gurukul', 'pragati', 'vidya']);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = {}) =>
    t.app.inject({ method, url, payload, headers: { host: VIDYA, ...headers } });

  it('lets a student of the roster sign in by code and find their classes, live class and work', async () => {
    const send = await call('POST', '/api/auth/send-login-otp', {
      mobile: DIYA,
      device_id: 'demo',
    });
    expect(send.statusCode, send.body).toBe(200);
    const signedIn = await call(
      'POST',
      '/api/auth/verify-login-otp',
      { otp: await latestCode(t.app, VIDYA, DIYA) },
      { 'x-otp-token': String(send.headers['x-otp-token']) },
    );
    expect(signedIn.statusCode).toBe(200);
    const { linked_profiles: profiles } = signedIn.json<{
      data: { linked_profiles: { token: string; profile_details: { first_name: string } }[] };
    }>().data;
    expect(profiles.map((p) => p.profile_details.first_name)).toEqual(['Diya']);
    const child = { 'x-auth-token': profiles[0]?.token ?? '' };

    const classes = await call('GET', '/api/classroom/v1/student/classes', undefined, child);
    expect(classes.statusCode).toBe(200);
    expect(
      classes
        .json<{ data: { classes: { className: string }[] } }>()
        .data.classes.map((c) => c.className),
    ).toEqual(['JEE Main 2027 · Morning', 'JEE Main Crash Course']);

    const onNow = await call(
      'GET',
      '/api/classroom/v1/student/live-classes?category=PRESENT',
      undefined,
      child,
    );
    expect(onNow.statusCode).toBe(200);
    // Diya's profile is in Hindi: the class comes with its Hindi title.
    expect(
      onNow
        .json<{ data: { liveClasses: { title: string }[] } }>()
        .data.liveClasses.map((c) => c.title),
    ).toEqual(['खुला डाउट रूम']);

    const work = await call('GET', '/api/classroom/v1/student/assignments', undefined, child);
    expect(work.statusCode).toBe(200);
    const statuses = work
      .json<{ data: { assignments: { status: string }[] } }>()
      .data.assignments.map((a) => a.status);
    expect(statuses).toHaveLength(7);
    expect(statuses).toContain('overdue');
    expect(statuses).toContain('not_started');
  });

  it('finds every row again on a second import, moved to the new now', async () => {
    const later = t.deps.clock() + 3 * 60 * 60 * 1000;
    const again = await importClassrooms(t.deps.db, {
      contentDir: join(REPO_ROOT, 'content'),
      brands: t.deps.brands.map((b) => ({ id: b.id, organisationId: b.organisationId })),
      provider: 'jitsi',
      now: later,
    });
    expect(again.counts).toEqual({ inserted: 0, updated: 0, deleted: 0, unchanged: 75 });
    const room = await t.deps.db
      .selectFrom('live_classes')
      .select(['starts_at', 'demo'])
      .where('id', '=', 'demo-vidya-open-doubt-room')
      .executeTakeFirstOrThrow();
    expect(room).toEqual({ starts_at: later - (later % 60_000) - 60 * 60_000, demo: 1 });
  });
});
