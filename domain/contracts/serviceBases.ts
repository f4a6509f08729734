/**
 * Where each service of the specs is mounted, named as the specs name them (the mock-test service
 * is the spec's `test`). The one map of bases: a call names its service, and both the browser
 * client and the server look the base up here.
 */
export const SERVICE_BASES = {
  auth: '/api/auth',
  content: '/api/content',
  timeline: '/api/timeline',
  events: '/api/events',
  practice: '/api/practice',
  achieve: '/api/achieve',
  test: '/api/test',
  helpdesk: '/api/helpdesk',
  subscription: '/api/subscription',
  notifications: '/api/notifications',
  embiums: '/api/embiums',
  search: '/api/search',
  classroom: '/api/classroom',
} as const;

export type ServiceName = keyof typeof SERVICE_BASES;
