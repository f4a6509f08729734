import * as z from 'zod/mini';

/**
 * The user record's `feature_flags` (shell spec §3, "User (root)"; §6: "per-user feature flags
 * come from the user record"). `category` is the user's category code (CAT-Z, CAT-L, CAT-R…),
 * which decides a brand's `byCategory` switches; a feature's name set to `false` switches that
 * feature off for this user. An open record, read flag by flag where it is used, so that a flag
 * the server adds later, of whatever shape, never makes the whole session unreadable.
 */
export const featureFlags = z.record(z.string(), z.unknown());

export type FeatureFlags = z.infer<typeof featureFlags>;
