/**
 * Where each service lives. One map, so a deployment that runs services on other hosts changes
 * only this (ARCHITECTURE.md, "Service bases").
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
} as const;
