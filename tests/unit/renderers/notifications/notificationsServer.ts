import type { Notification } from '../../../../domain/contracts/notifications.ts';
import type { SeenRequest } from '../stubServices.ts';

export const IN_APP = '/api/notifications/in-app';
export const PREFERENCES = '/api/notifications/preferences';
export const TOKEN = '/api/notifications/fcm-token';
export const PUBLIC_KEY = '/api/notifications/push/public-key';

const HOUR = 3_600_000;
let serial = 0;

/** A notification as the service sends it: unread, an hour old, opening an analysis. */
export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  serial += 1;
  const n = String(serial).padStart(12, '0');
  return {
    id: `00000000-0000-4000-8000-${n}`,
    status: 'unread',
    kind: 'analysisReady',
    title: `Notice ${String(serial)}`,
    body: `Body ${String(serial)}`,
    link: '/mock-test/jee-main-mock-1/analyze',
    createdAt: Date.now() - HOUR,
    ...overrides,
  };
}

/**
 * A small in-memory inbox behind the notifications calls: pages of the asked size, newest first,
 * `status=unread` filtered, PATCH and DELETE applied. `fail` makes the named method answer 500.
 */
export function fakeInbox(items: Notification[], fail: { method?: string } = {}) {
  const inbox = [...items].sort((a, b) => b.createdAt - a.createdAt);
  const handler = (request: SeenRequest): Response | undefined => {
    if (request.url.pathname !== IN_APP) return undefined;
    if (fail.method === request.method)
      return Response.json({ code: 'INTERNAL', message: 'down' }, { status: 500 });
    if (request.method === 'GET') {
      const query = request.url.searchParams;
      const status = query.get('status');
      const page = Number(query.get('page') ?? 0);
      const size = Number(query.get('pageSize') ?? 8);
      const matching = inbox.filter((n) => status === null || n.status === status);
      const content = matching.slice(page * size, page * size + size);
      return Response.json({
        payload: {
          content,
          totalElements: matching.length,
          last: (page + 1) * size >= matching.length,
          page,
        },
      });
    }
    const body = request.body as { status?: 'read' | 'unread'; in_app_record_ids: string[] };
    let affected = 0;
    for (const id of body.in_app_record_ids) {
      const at = inbox.findIndex((n) => n.id === id);
      if (at < 0) continue;
      affected += 1;
      const found = inbox[at];
      if (request.method === 'PATCH' && body.status && found)
        inbox[at] = { ...found, status: body.status };
      if (request.method === 'DELETE') inbox.splice(at, 1);
    }
    return Response.json({ payload: { documents_affected: affected } });
  };
  return { handler, inbox };
}
