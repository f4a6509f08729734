// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../../runtime/events/sendEvent.ts', () => ({ sendEvent: vi.fn() }));
const { sendEvent } = await import('../../../../runtime/events/sendEvent.ts');
const { postActivity } = await import('../../../../runtime/timeline/postActivity.ts');

const RECORD = { source_reference: 'practice', type: 'Practice', content_id: 'q1' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(sendEvent).mockClear();
});

describe('postActivity', () => {
  it('posts nothing without a source_reference (spec §7)', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await postActivity({ ...RECORD, source_reference: '' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('resolves when the server fails, and files the error under Home and Timeline (spec §8)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(Response.json({ code: 'INTERNAL', message: 'down' }, { status: 500 })),
      ),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(postActivity(RECORD)).resolves.toBeUndefined();
    expect(sendEvent).toHaveBeenCalledWith(
      'errors',
      'api_error',
      expect.objectContaining({
        error_code: 'INTERNAL',
        error_type: 'http_500',
        feature_name: 'timeline_activity',
        module_name: 'Home',
        screen: 'Timeline',
      }),
    );
  });

  it('resolves when no answer comes at all', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(postActivity(RECORD)).resolves.toBeUndefined();
    expect(sendEvent).toHaveBeenCalledWith(
      'errors',
      'api_error',
      expect.objectContaining({ error_type: 'network', screen: 'Timeline' }),
    );
  });
});
