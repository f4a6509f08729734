/** How the per-account sign-in limit names an account: by id once known, so every way in counts. */
export const accountKey = (orgId: number, who: string) => `${orgId}:${who}`;
