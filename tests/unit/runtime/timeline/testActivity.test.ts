import { describe, expect, it, vi } from 'vitest';
import type { BundleMeta, TestSession } from '../../../../domain/contracts/mockTests.ts';

vi.mock('../../../../runtime/timeline/postActivity.ts', () => ({
  postActivity: vi.fn(() => Promise.resolve()),
}));
const { postActivity } = await import('../../../../runtime/timeline/postActivity.ts');
const { postTestActivity } = await import('../../../../runtime/timeline/testActivity.ts');

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const section = (subject: string) => ({ subject }) as BundleMeta['sections'][number];
const meta = (subjects: string[]) =>
  ({
    code: 'jee-main-mini',
    type: 'full_test',
    goal_code: 'PreUG',
    exam_code: 'jee-main',
    duration: 1800,
    sections: subjects.map(section),
  }) as unknown as BundleMeta;
const session = {
  id: 's1',
  language: 'en',
  started_at: Date.UTC(2026, 10, 22, 8, 40, 0),
} as TestSession;

describe('postTestActivity', () => {
  it('records the submitted test: its code, session, whole seconds spent and subject', async () => {
    await postTestActivity(meta(['physics', 'physics']), session, NOW);
    expect(postActivity).toHaveBeenLastCalledWith(
      expect.objectContaining({
        source_reference: 'mock_test',
        type: 'Test',
        content_id: 'jee-main-mini',
        format_reference: 's1',
        activity_duration: 1200,
        total_duration: 1800,
        subject: 'physics',
        status: 'SUBMITTED',
      }),
    );
  });

  it('caps the time at the test’s own and names no subject for a paper of several', async () => {
    await postTestActivity(meta(['physics', 'chemistry']), { ...session, started_at: 0 }, NOW);
    const record = vi.mocked(postActivity).mock.lastCall?.[0];
    expect(record?.activity_duration).toBe(1800);
    expect(record).not.toHaveProperty('subject');
  });
});
