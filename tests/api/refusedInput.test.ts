import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, familyWithChild, type Family, type TestApp } from './testApp.ts';

const HOST = 'abhyas.localhost';
const MOCK_TEST = 'jee-main-mock-1';
const KINEMATICS = 'PreUG--jee-main--physics--mechanics--kinematics';
/** Deep enough to overflow a recursive JSON.stringify on the server. */
const DEEP_LEVELS = 5_000;
const INT4_OVERFLOW = 2_147_483_648;

/**
 * The bad inputs that once reached the database or a serialiser as a 500 are refused at the door:
 * 400 VALIDATION_FAILED naming the field, on both databases.
 */
describe.each(DIALECTS)('input the contracts refuse on %s', (dialect) => {
  let t: TestApp;
  let family: Family;
  let testSession: string;
  let practiceSession: string;

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: string | object,
    headers: Record<string, string> = { 'x-auth-token': family.childToken },
  ) =>
    t.app.inject({
      method,
      url,
      ...(payload !== undefined && { payload }),
      headers: {
        host: HOST,
        ...(typeof payload === 'string' && { 'content-type': 'application/json' }),
        ...headers,
      },
    });

  /** The answer is a 400 VALIDATION_FAILED whose message names `field`. */
  const refusedNaming = async (answer: ReturnType<typeof call>, field: string) => {
    const reply = await answer;
    expect(reply.statusCode, reply.body).toBe(400);
    const body = reply.json<{ code: string; message: string }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toContain(field);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    family = await familyWithChild(t, '9400000092');
    testSession = (await call('POST', `/api/test/v1/test/${MOCK_TEST}/session`, {})).json<{
      data: { id: string };
    }>().data.id;
    practiceSession = (
      await call('POST', '/api/practice/v1/practice/session', {
        type: 'Normal',
        learning_map: { learnpath_name: KINEMATICS },
      })
    ).json<{ data: { session_id: string } }>().data.session_id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses NUL in a body, a path and a query, even from an anonymous caller', async () => {
    await refusedNaming(
      call(
        'POST',
        '/api/helpdesk/feedback',
        { category: 'problem', message: 'a\u0000b is what the page showed', locale: 'en' },
        {},
      ),
      'body.message',
    );
    await refusedNaming(call('GET', '/api/test/v1/test/a%00b/session'), 'params.code');
    await refusedNaming(call('GET', '/api/test/get-session?sessionId=a%00b'), 'sessionId');
  });

  it('refuses a fractional time and an integer past its column, before anything is stored', async () => {
    const event = {
      id: 'e-1',
      sequence: 1,
      t: t.deps.clock() + 0.5,
      section: null,
      question_code: null,
      event_type: 'view',
      event_info: {},
    };
    await refusedNaming(
      call('POST', `/api/test/v1/test/${testSession}/events`, { events: [event] }),
      'body.events.0.t',
    );
    const events = await call('GET', `/api/test/v1/test/${testSession}/events`);
    expect(events.json<{ data: { total: number } }>().data.total).toBe(0);
    await refusedNaming(
      call('POST', `/api/practice/v1/practice/${practiceSession}/events`, {
        events: [{ event: 'opened', at: 1.5 }],
      }),
      'body.events.0.at',
    );
    await refusedNaming(
      call(
        'GET',
        `/api/practice/v1/practice/phy-kin-0001/question_accuracy?step_index=${INT4_OVERFLOW}`,
      ),
      'step_index',
    );
  });

  it('refuses a free-form record nested thousands deep', async () => {
    const deep = '{"a":'.repeat(DEEP_LEVELS) + '0' + '}'.repeat(DEEP_LEVELS);
    await refusedNaming(
      call(
        'POST',
        '/api/content/useractivity',
        `{"userId":"${family.childId}","contentId":"projectile-motion","activity_meta":${deep}}`,
      ),
      'body.activity_meta',
    );
  });

  it('refuses an update that changes nothing', async () => {
    const edit = (payload: string) =>
      call('PUT', '/api/auth/edit_profile', payload, {
        'x-auth-token': family.token,
        'x-child-token': family.childToken,
      });
    await refusedNaming(edit('{}'), 'nothing to change');
    await refusedNaming(edit('{"not_a_field":1}'), 'nothing to change');
    expect((await edit('{"last_name":"Rao"}')).statusCode).toBe(200);
  });

  it('answers a path the router cannot decode in the same shape as every other error', async () => {
    await refusedNaming(call('GET', '/api/content/videos/%E0%A4%A'), 'path');
  });
});
