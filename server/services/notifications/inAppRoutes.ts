import type { FastifyInstance } from 'fastify';
import {
  deleteNotificationsCall,
  listNotificationsCall,
  markNotificationsCall,
  NOTICE_KINDS,
  NOTIFICATION_STATUSES,
  type Notification,
} from '../../../domain/contracts/notifications.ts';
import * as z from 'zod/mini';
import { isLocale } from '../../../domain/rules/locales.ts';
import { registerCall } from '../../http/registerCall.ts';
import type { ProfileRow } from '../../sessions/sessionStore.ts';
import type { NotificationsContext } from './NotificationsContext.ts';
import { DELETED, type NotificationRow } from './notificationsStore.ts';
import { renderNotice } from './renderNotice.ts';

const storedKind = z.enum(NOTICE_KINDS);
const storedStatus = z.enum(NOTIFICATION_STATUSES);

/** The profile's language: its own, or the one its meta carries (the spec's profile update). */
function profileLocale(profile: ProfileRow): string | undefined {
  if (isLocale(profile.locale)) return profile.locale;
  const meta = JSON.parse(profile.meta) as { locale?: unknown };
  return typeof meta.locale === 'string' ? meta.locale : undefined;
}

function notificationOf(row: NotificationRow, locale: string | undefined): Notification {
  const kind = storedKind.parse(row.kind);
  return {
    id: row.id,
    status: storedStatus.parse(row.status),
    kind,
    ...renderNotice(kind, row.notice_values, locale),
    link: row.link,
    createdAt: row.created_at,
  };
}

/** The inbox: read a page (rendered in the asked language), mark, delete. */
export function inAppRoutes(app: FastifyInstance, ctx: NotificationsContext) {
  const { store } = ctx;

  registerCall(app, listNotificationsCall, async ({ query }, request) => {
    const { orgId, profile } = await ctx.child(request);
    const offset = query.page * query.pageSize;
    const { rows, total } = await store.listInApp(orgId, profile.id, {
      ...(query.status && { status: query.status }),
      offset,
      limit: query.pageSize,
    });
    const locale = query.locale ?? profileLocale(profile);
    return {
      body: {
        payload: {
          content: rows.map((row) => notificationOf(row, locale)),
          totalElements: total,
          last: offset + rows.length >= total,
          page: query.page,
        },
      },
    };
  });

  registerCall(app, markNotificationsCall, async ({ body }, request) => {
    const { orgId, profile } = await ctx.child(request);
    const affected = await store.setStatus(orgId, profile.id, body.in_app_record_ids, body.status);
    return { body: { payload: { documents_affected: affected } } };
  });

  registerCall(app, deleteNotificationsCall, async ({ body }, request) => {
    const { orgId, profile } = await ctx.child(request);
    const affected = await store.setStatus(orgId, profile.id, body.in_app_record_ids, DELETED);
    return { body: { payload: { documents_affected: affected } } };
  });
}
