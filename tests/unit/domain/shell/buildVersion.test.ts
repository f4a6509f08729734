import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isNewerBuild, versionFile } from '../../../../domain/shell/buildVersion.ts';

describe('build version', () => {
  it('counts any other published version as newer than the running one', () => {
    expect(isNewerBuild('a', { version: 'a' })).toBe(false);
    expect(isNewerBuild('a', { version: 'b' })).toBe(true);
  });

  it('refuses a version file without a version', () => {
    expect(z.safeParse(versionFile, {}).success).toBe(false);
    expect(z.safeParse(versionFile, { version: '' }).success).toBe(false);
    expect(z.safeParse(versionFile, { version: 'v1' }).success).toBe(true);
  });
});
