/**
 * Where notices that have no screen constant of their own lead (brands/abhyas/routes.json); the
 * others use their screen's link helpers (analysisHref, runnerHref, the subscription paths).
 */
export const INVITE_PARENT_PATH = '/invite-parent';
