import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOG_LOAD_ATTEMPTS, CATALOG_RETRY_MS } from '../../../../domain/i18n/catalogParts.ts';

const load = vi.fn<() => Promise<{ default: Record<string, unknown> }>>();
const later = vi.fn<() => Promise<{ default: Record<string, unknown> }>>();
vi.mock('virtual:abhyas/messages', () => ({
  default: { 'hi/core': () => load() },
  laterLoaders: () => Promise.resolve({ default: { 'hi/achieve': () => later() } }),
}));
const { loadCatalogPart } = await import('../../../../runtime/i18n/loadCatalog.ts');

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  load.mockReset();
});

describe('loading a catalog part (shell spec §4, "Locale")', () => {
  it('tries again 3 s after a failure and gives the catalog once it comes', async () => {
    load
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: { 'shell.language': [] } });
    const result = loadCatalogPart('hi', 'core');
    await vi.advanceTimersByTimeAsync(CATALOG_RETRY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CATALOG_RETRY_MS);
    await expect(result).resolves.toEqual({ 'shell.language': [] });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up after 5 tries, 3 s apart', async () => {
    expect([CATALOG_LOAD_ATTEMPTS, CATALOG_RETRY_MS]).toEqual([5, 3000]);
    load.mockRejectedValue(new Error('offline'));
    const result = loadCatalogPart('hi', 'core');
    const settled = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CATALOG_RETRY_MS * (CATALOG_LOAD_ATTEMPTS - 1));
    expect(await settled).toEqual(new Error('offline'));
    expect(load).toHaveBeenCalledTimes(CATALOG_LOAD_ATTEMPTS);
  });

  it('finds a later part’s loader in the chunk of later loaders', async () => {
    later.mockResolvedValue({ default: { 'achieve.home.title': [] } });
    await expect(loadCatalogPart('hi', 'achieve')).resolves.toEqual({ 'achieve.home.title': [] });
    expect(load).not.toHaveBeenCalled();
  });

  it('refuses a part the build has no chunk for', async () => {
    await expect(loadCatalogPart('ta', 'core')).rejects.toThrow('no message catalog part ta/core');
    expect(load).not.toHaveBeenCalled();
  });
});
