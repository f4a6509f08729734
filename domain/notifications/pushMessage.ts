/** What the notifier pushes (issue 17): the notification's words and the app path it opens. */
export interface PushMessage {
  title: string;
  body: string;
  link: string;
}

/**
 * Only an app path is followed: anything else (another site, a protocol-relative `//host` or
 * `/\host`, a `javascript:` URL) opens the app's home instead.
 */
export function appLink(link: unknown): string {
  return typeof link === 'string' && /^\/(?![/\\])/.test(link) ? link : '/';
}

/** The push payload read as the notifier's message, or undefined when it is not one. */
export function pushMessage(payload: unknown): PushMessage | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { title, body, link } = payload as Record<string, unknown>;
  if (typeof title !== 'string' || title === '') return undefined;
  return { title, body: typeof body === 'string' ? body : '', link: appLink(link) };
}
