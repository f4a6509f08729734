import { describe, expect, it, vi } from 'vitest';
import {
  BUILD_VERSION_DEFINE,
  buildVersionPlugin,
  newBuildVersion,
} from '../../../cli/build/buildVersionPlugin.ts';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

function hook(value: unknown): Hook {
  if (typeof value === 'function') return value as Hook;
  if (typeof value === 'object' && value !== null && 'handler' in value)
    return (value as { handler: Hook }).handler;
  throw new Error('no such hook');
}

describe('build version plugin', () => {
  it('puts one version into the code and into version.json beside index.html', () => {
    const plugin = buildVersionPlugin('20250101T000000000Z-abc123');
    const config = hook(plugin.config).call({}, {}, { command: 'build', mode: 'production' });
    expect(config).toEqual({
      define: { [BUILD_VERSION_DEFINE]: '"20250101T000000000Z-abc123"' },
    });
    const emitFile = vi.fn();
    hook(plugin.generateBundle).call({ emitFile }, {}, {}, false);
    expect(emitFile).toHaveBeenCalledWith({
      type: 'asset',
      fileName: 'version.json',
      source: '{"version":"20250101T000000000Z-abc123"}\n',
    });
  });

  it('makes a new version for every build', () => {
    const at = new Date(Date.UTC(2025, 0, 1));
    expect(newBuildVersion(at)).toMatch(/^20250101T000000000Z-[0-9a-f]{6}$/);
    expect(newBuildVersion(at)).not.toBe(newBuildVersion(at));
  });
});
