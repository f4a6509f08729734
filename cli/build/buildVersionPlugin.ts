import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';
import { VERSION_FILE_PATH, type VersionFile } from '../../domain/shell/buildVersion.ts';

/** Where the bundle reads its own version (runtime/build/buildEnv.d.ts). */
export const BUILD_VERSION_DEFINE = 'import.meta.env.ABHYAS_BUILD_VERSION';

/** Unique per build: the time it was made, and a few random bytes for two builds in a second. */
export function newBuildVersion(now: Date = new Date()): string {
  return `${now.toISOString().replace(/[-:.]/g, '')}-${randomBytes(3).toString('hex')}`;
}

/**
 * Stamps the build with a version twice: into the code (so a running page knows what it is) and
 * into `version.json` beside index.html (so it can ask what the server has now).
 */
export function buildVersionPlugin(version: string = newBuildVersion()): Plugin {
  const file: VersionFile = { version };
  return {
    name: 'abhyas-build-version',
    config: () => ({ define: { [BUILD_VERSION_DEFINE]: JSON.stringify(version) } }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: VERSION_FILE_PATH.slice(1),
        source: `${JSON.stringify(file)}\n`,
      });
    },
  };
}
