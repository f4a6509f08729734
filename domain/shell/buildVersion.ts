import * as z from 'zod/mini';

/** The file every build writes beside index.html, naming the build (shell spec §4, "Build update"). */
export const VERSION_FILE_PATH = '/version.json';

/** How often a running page asks whether a newer build is out (shell spec §9). */
export const VERSION_CHECK_INTERVAL_MS = 600_000;

export const versionFile = z.object({ version: z.string().check(z.minLength(1)) });
export type VersionFile = z.infer<typeof versionFile>;

/** A page runs a newer build's code only after a reload: any other version than its own is newer. */
export function isNewerBuild(running: string, published: VersionFile): boolean {
  return published.version !== running;
}
