import { describe, expect, it } from 'vitest';
import { appLink, pushMessage } from '../../../../domain/notifications/pushMessage.ts';

describe('a push message and its link', () => {
  it('reads the notifier’s payload and nothing else', () => {
    expect(pushMessage({ title: 'Ready', body: 'See it', link: '/mock-test/a/analyze' })).toEqual({
      title: 'Ready',
      body: 'See it',
      link: '/mock-test/a/analyze',
    });
    expect(pushMessage({ title: 'Ready' })).toEqual({ title: 'Ready', body: '', link: '/' });
    expect(pushMessage({ body: 'no title' })).toBeUndefined();
    expect(pushMessage('text')).toBeUndefined();
    expect(pushMessage(null)).toBeUndefined();
  });

  it('follows only paths of the app', () => {
    expect(appLink('/notifications')).toBe('/notifications');
    for (const outside of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      7,
    ])
      expect(appLink(outside)).toBe('/');
  });
});
