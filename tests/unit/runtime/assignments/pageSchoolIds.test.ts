// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageSchoolIds } from '../../../../runtime/assignments/pageSchoolIds.ts';
import { postActivity } from '../../../../runtime/timeline/postActivity.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** The body of the one request the code under test sent. */
function sentBody(fetch: ReturnType<typeof vi.fn>): Record<string, unknown> {
  const [, init] = fetch.mock.calls[0] as [string, { body: string }];
  return JSON.parse(init.body) as Record<string, unknown>;
}

describe('the school ids of the page', () => {
  it('reads the homework id an assignment’s link carries, and nothing elsewhere', () => {
    window.history.replaceState(null, '', '/practice?mode=Normal&homework_id=%20hw-7%20');
    expect(pageSchoolIds()).toEqual({ homework_id: 'hw-7' });
    window.history.replaceState(null, '', '/practice?mode=Normal&homework_id=');
    expect(pageSchoolIds()).toEqual({});
    window.history.replaceState(null, '', '/learn/home');
    expect(pageSchoolIds()).toEqual({});
  });

  it('sends it with a timeline record made on the page', async () => {
    window.history.replaceState(null, '', '/video/summary/v1?homework_id=hw-7&school_id=1');
    const fetch = vi.fn(() => Promise.resolve(Response.json({ data: { id: 'r1' } })));
    vi.stubGlobal('fetch', fetch);
    await postActivity({ source_reference: 'video_player', type: 'Video', content_id: 'v1' });
    expect(sentBody(fetch)).toMatchObject({ content_id: 'v1', homework_id: 'hw-7' });
  });
});
