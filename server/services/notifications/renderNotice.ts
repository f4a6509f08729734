import * as z from 'zod/mini';
import type { NoticeKind } from '../../../domain/contracts/notifications.ts';
import { NOTICE_TEMPLATES } from '../../../domain/notifications/noticeTemplates.ts';
import { serverMessage } from '../../i18n/serverMessages.ts';

const noticeValues = z.record(z.string(), z.union([z.string(), z.number()]));

/** A notice's words in one language, from its kind's templates (NOTICE_TEMPLATES). */
export function renderNotice(
  kind: NoticeKind,
  storedValues: string,
  locale: string | undefined,
): { title: string; body: string } {
  const values = noticeValues.parse(JSON.parse(storedValues));
  const template = NOTICE_TEMPLATES[kind];
  return {
    title: serverMessage(template.title, locale, values),
    body: serverMessage(template.body, locale, values),
  };
}
