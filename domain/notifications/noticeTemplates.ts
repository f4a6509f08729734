import type { NoticeKind } from '../contracts/notifications.ts';

/**
 * Each notice kind's templates in the catalogs, written out whole so the catalog checks see them
 * used (a key built from its kind would not be found). The ICU values each passes are listed in
 * docs/decisions/notifications.md, "What notifies".
 */
export const NOTICE_TEMPLATES: Readonly<Record<NoticeKind, { title: string; body: string }>> = {
  analysisReady: { title: 'notice.analysisReady.title', body: 'notice.analysisReady.body' },
  solutionsReleased: {
    title: 'notice.solutionsReleased.title',
    body: 'notice.solutionsReleased.body',
  },
  testOpening: { title: 'notice.testOpening.title', body: 'notice.testOpening.body' },
  planExpiring: { title: 'notice.planExpiring.title', body: 'notice.planExpiring.body' },
  planExpired: { title: 'notice.planExpired.title', body: 'notice.planExpired.body' },
  paymentSucceeded: {
    title: 'notice.paymentSucceeded.title',
    body: 'notice.paymentSucceeded.body',
  },
  practiceMilestone: {
    title: 'notice.practiceMilestone.title',
    body: 'notice.practiceMilestone.body',
  },
  inviteAccepted: { title: 'notice.inviteAccepted.title', body: 'notice.inviteAccepted.body' },
};
