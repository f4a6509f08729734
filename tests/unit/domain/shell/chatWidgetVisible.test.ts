import { describe, expect, it } from 'vitest';
import {
  CHAT_HIDDEN_PAGES,
  chatWidgetVisible,
  type ChatWidgetFacts,
} from '../../../../domain/shell/chatWidgetVisible.ts';

const onTheWeb: Omit<ChatWidgetFacts, 'path'> = {
  chatbotOn: true,
  inWebView: false,
  framed: false,
};

describe('chat widget visibility (learning-experience spec §2)', () => {
  // Every row of the spec's list, with a real address of that page.
  it.each([
    ['edit profile', '/edit-profile/p-1'],
    ['account verify', '/account-verify'],
    ['browse profile', '/browse-profiles'],
    ['my classrooms', '/my-classrooms'],
    ['practice', '/practice?concept=c-1'],
    ['test taking', '/mock-test/jee-main/paper-1/session'],
    ['practice session summary', '/practice/session-summary'],
    ['privacy policy', '/privacy-policy'],
    ['notices', '/notices'],
    ['terms pages', '/tos'],
    ['terms pages', '/partner-tos'],
    ['take-down policy', '/takedown'],
    ['lens landing page', '/lens'],
    ['experiment landing page', '/experiments'],
    ['subscription payment', '/subscription/payment?planId=7'],
    ['subscription status', '/subscription/payment/status'],
    ['subscription status', '/subscription/status'],
    ['subscription user details', '/subscription/user-details'],
    ['subscription plan ended', '/subscription/plan-ended'],
    ['subscription OTP', '/subscription/user-details/verify'],
  ])('is hidden on %s (%s)', (page, path) => {
    expect(CHAT_HIDDEN_PAGES.some((row) => row.page === page)).toBe(true);
    expect(chatWidgetVisible({ ...onTheWeb, path })).toBe(false);
  });

  it('has a tested address for every row of the table', () => {
    expect(CHAT_HIDDEN_PAGES.map((row) => row.page)).toEqual([
      'edit profile',
      'account verify',
      'browse profile',
      'my classrooms',
      'practice',
      'test taking',
      'practice session summary',
      'privacy policy',
      'notices',
      'terms pages',
      'take-down policy',
      'lens landing page',
      'experiment landing page',
      'subscription payment',
      'subscription status',
      'subscription user details',
      'subscription plan ended',
      'subscription OTP',
    ]);
  });

  it.each([
    '/',
    '/learn/home',
    '/practice/home',
    '/practice/summary/42',
    '/mock-test/jee-main/paper-1/analyze',
    '/test/home',
    '/subscription/plans',
    '/user-home/bookmarks',
    '/helpdesk',
  ])('shows on %s', (path) => {
    expect(chatWidgetVisible({ ...onTheWeb, path })).toBe(true);
  });

  it('is hidden everywhere inside the app’s web view, in framed pages and when the brand has no chatbot', () => {
    expect(chatWidgetVisible({ ...onTheWeb, inWebView: true, path: '/learn/home' })).toBe(false);
    expect(chatWidgetVisible({ ...onTheWeb, framed: true, path: '/learn/home' })).toBe(false);
    expect(chatWidgetVisible({ ...onTheWeb, chatbotOn: false, path: '/learn/home' })).toBe(false);
  });

  it('needs at least one segment between the test and its session', () => {
    expect(chatWidgetVisible({ ...onTheWeb, path: '/mock-test/session' })).toBe(true);
  });
});
